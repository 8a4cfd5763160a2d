// Whether the accessibility taskbar's panel is open, shared by the taskbar itself and by voice commands
// ("activate taskbar"): the app hands `setOpen` to the voice feature, which does not import this one.
import { createContext, use, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';

interface TaskbarControl {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The button that opens the panel, where focus returns when it closes. */
  buttonRef: RefObject<HTMLButtonElement | null>;
}

const TaskbarContext = createContext<TaskbarControl | null>(null);

export function TaskbarControlProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const value = useMemo(() => ({ open, setOpen, buttonRef }), [open]);
  return <TaskbarContext value={value}>{children}</TaskbarContext>;
}

export function useTaskbarControl(): TaskbarControl {
  const value = use(TaskbarContext);
  if (!value) throw new Error('useTaskbarControl must be used inside <TaskbarControlProvider>');
  return value;
}
