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
  /** The product page with its Reviews tab open and the review form offered (from a delivered order). */
  productReview: (productId: string) => `/product/${encodeURIComponent(productId)}#write-review`,
  cart: '/cart',
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPasswordPattern: '/reset-password/:token',
  profile: '/profile',
  placeOrder: '/place-order',
  /** The bill as a page: a placed order's with ?orderId=…, else a quote of the cart. */
  bill: '/bill',
  orderBill: (orderId: string) => `/bill?orderId=${encodeURIComponent(orderId)}`,
  admin: '/admin',
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
