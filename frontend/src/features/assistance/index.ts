export { CancelPage } from './components/cancel-page';
export { ChatWidget } from './components/chat-widget';
export { HelperDashboardPage } from './components/helper-dashboard-page';
export { HelperLiveViewPage } from './components/helper-live-view-page';
export { LiveStartPage } from './components/live-start-page';
export { LiveWaitPage } from './components/live-wait-page';
export { ScheduleSessionPage } from './components/schedule-session-page';
export { AssistanceProvider } from './hooks/assistance-provider';
