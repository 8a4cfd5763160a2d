// Every route of the SPA in one place, spelled as the spec lists them.
export const paths = {
  // Onboarding (before the flag is set).
  start: '/start',
  test1: '/test1',
  test3: '/test3',
  taskbar: '/taskbar',
  // The store.
  home: '/',
  homeAlias: '/home',
  collection: '/collection',
  about: '/about',
  accessibility: '/accessibility',
  contact: '/contact',
  product: (productId: string) => `/product/${encodeURIComponent(productId)}`,
  productPattern: '/product/:productId',
  cart: '/cart',
  login: '/login',
  profile: '/profile',
  // Screens of later issues; links to them exist as the spec says.
  placeOrder: '/place-order',
  orders: '/orders',
  trackOrder: (orderId: string) => `/track-order/${encodeURIComponent(orderId)}`,
  trackOrderPattern: '/track-order/:orderId',
  liveStart: '/live-start',
  liveWait: '/live-wait',
  assisDash: '/assis-dash',
  assisLive: '/assis-live',
  scheduleSession: '/schedule-session',
  cancel: '/cancel',
} as const;

/** Routes the spec names whose screens belong to later issues, with the name shown on the page. */
export const laterScreens: ReadonlyArray<{ path: string; label: string }> = [
  { path: paths.placeOrder, label: 'Place order' },
  { path: paths.orders, label: 'My orders' },
  { path: paths.trackOrderPattern, label: 'Track order' },
  { path: paths.liveStart, label: 'Live assistance' },
  { path: paths.liveWait, label: 'Connecting to a helper' },
  { path: paths.assisDash, label: 'Helper dashboard' },
  { path: paths.assisLive, label: 'Helper live view' },
  { path: paths.scheduleSession, label: 'Schedule a session' },
  { path: paths.cancel, label: 'Cancel request' },
];
