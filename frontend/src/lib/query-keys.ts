// Every query key of the storefront, in one place, so a screen that changes data invalidates exactly the
// queries that show it. Keys are arrays from general to specific: invalidating `queryKeys.orders.all` refreshes
// the list and every single order. Add new keys here, never inline.
export const queryKeys = {
  config: ['config'] as const,

  products: {
    all: ['products'] as const,
    /** Every loaded product list (any filter). */
    lists: ['products', 'list'] as const,
    /** One page of the product list; `search` is its canonical query string (`productListSearch`). */
    list: (search = '') => ['products', 'list', search] as const,
    /** One product, its texts in `language`. */
    detail: (id: string, language = 'en') => ['products', 'detail', id, language] as const,
    /** Every lookup of products by id. */
    namedSets: ['products', 'by-ids'] as const,
    /** The products a cart or an order names (ids sorted, so the same set is one query), texts in `language`. */
    byIds: (ids: readonly string[], language = 'en') =>
      ['products', 'by-ids', [...ids].sort().join(','), language] as const,
  },

  cart: {
    all: ['cart'] as const,
    /** A signed-in shopper's cart (server), by session token. */
    of: (token: string) => ['cart', 'session', token] as const,
    /** A guest's cart (localStorage). Not under `cart.all`: it is no server state and outlives sessions. */
    guest: ['guest-cart'] as const,
    /** A shopper's cart as a helper watching it sees it (assistance). */
    watched: (shopperId: string) => ['cart', 'watched', shopperId] as const,
  },

  orders: {
    all: ['orders'] as const,
    list: (params: { page?: number; limit?: number } = {}) => ['orders', 'list', params] as const,
    detail: (orderId: string) => ['orders', 'detail', orderId] as const,
  },

  admin: {
    all: ['admin'] as const,
    products: (params: Record<string, unknown> = {}) => ['admin', 'products', params] as const,
    orders: (params: Record<string, unknown> = {}) => ['admin', 'orders', params] as const,
  },

  reviews: {
    all: ['reviews'] as const,
    /** One page of a product's visible reviews (the same for everyone). */
    list: (productId: string, page: number, limit: number) =>
      ['reviews', 'list', productId, page, limit] as const,
    /** The signed-in shopper's own review of a product and whether they may write one. */
    mine: (productId: string) => ['my-reviews', productId] as const,
  },

  assistance: {
    all: ['assistance'] as const,
    requests: (params: Record<string, unknown> = {}) => ['assistance', 'requests', params] as const,
    request: (requestId: string) => ['assistance', 'request', requestId] as const,
    messages: (requestId: string) => ['assistance', 'messages', requestId] as const,
    /** The signed-in shopper's open request and place in the queue. */
    mine: ['assistance', 'mine'] as const,
    /** A conversation's messages, by the shopper whose conversation it is. */
    conversation: (shopperId: string) => ['assistance', 'conversation', shopperId] as const,
    /** Whether a helper is available now, and the usual wait (anyone). */
    availability: ['assistance', 'availability'] as const,
    /** The signed-in helper's own status. */
    presence: ['assistance', 'presence'] as const,
    /** The signed-in helper's quick replies. */
    quickReplies: ['assistance', 'quick-replies'] as const,
  },
} as const;

/** Key roots that hold one signed-in person's data: dropped from the cache when the session changes. */
export const sessionScopedRoots: readonly string[] = [
  queryKeys.cart.all[0],
  queryKeys.orders.all[0],
  queryKeys.admin.all[0],
  queryKeys.assistance.all[0],
  'my-reviews',
];
