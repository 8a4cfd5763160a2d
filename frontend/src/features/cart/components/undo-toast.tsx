// The toast after removing a line: says what was removed and offers to put it back.
export function UndoToast({
  message,
  onUndo,
  closeToast,
}: {
  message: string;
  onUndo: () => void;
  closeToast?: () => void;
}) {
  return (
    <div className="toast-undo">
      <span>{message}</span>
      <button
        type="button"
        className="button button--small"
        onClick={() => {
          onUndo();
          closeToast?.();
        }}
      >
        Undo
      </button>
    </div>
  );
}
