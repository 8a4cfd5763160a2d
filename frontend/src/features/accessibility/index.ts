export { AccountSettingsSync } from './components/account-settings-sync';
export { Taskbar } from './components/taskbar';
export { AccessibilitySettingsProvider, useAccessibilitySettings } from './hooks/accessibility-settings';
export { TaskbarControlProvider, useTaskbarControl } from './hooks/taskbar-control';
export { LanguagePicker } from './components/language-picker';
