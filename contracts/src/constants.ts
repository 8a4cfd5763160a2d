// Plain constants of the contract, with no zod, so the storefront can import values without shipping zod.
export const DELIVERY_FEE_LKR = 200;
export const CURRENCY = 'LKR';
export const MAX_LINE_QUANTITY = 99;
/** A size with this many or fewer left is low stock: the product page says "Only N left", admin can filter. */
export const LOW_STOCK_THRESHOLD = 3;
export const PASSWORD_MIN_LENGTH = 8;
export const categories = ['Men', 'Women', 'Kids'] as const;
export const subCategories = ['Topwear', 'Bottomwear', 'Winterwear'] as const;
export const sortKeys = ['relavent', 'low-high', 'high-low', 'rating'] as const;
/** GET /api/product/list: a page holds this many products when `limit` is not given, and never more than the maximum. */
export const PRODUCT_LIST_DEFAULT_LIMIT = 20;
export const PRODUCT_LIST_MAX_LIMIT = 100;
/** At most this many ids in one `ids` lookup (a cart's lines, an order's items). */
export const PRODUCT_LIST_MAX_IDS = 100;
export const CART_UPDATE_EVENT = 'cart_update';
export const CART_UPDATED_EVENT = 'cart_updated';
/** Who a user is: sign-up makes shoppers; helpers and admins are made by the store. */
export const userRoles = ['shopper', 'helper', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];
export const isUserRole = (value: unknown): value is UserRole =>
  typeof value === 'string' && (userRoles as readonly string[]).includes(value);

/** The accessibility settings' limits (spec §9): the taskbar, the stored record and the API agree on them. */
export const accessibilityLimits = {
  fontSize: { min: 12, max: 40, step: 2, initial: 16 },
  lineHeight: { min: 1, max: 3, step: 0.1, initial: 1.5 },
  letterSpacing: { min: 0, max: 5, step: 0.5, initial: 1 },
  saturation: { min: 0, max: 200, step: 10, initial: 100 },
  readingSpeed: { min: 0.5, max: 2, step: 0.25, initial: 1 },
} as const;
export const contrastModes = ['default', 'dark', 'light', 'high'] as const;

/* Live assistance (see ./assistance for the shapes). */
export const MAX_MESSAGE_LENGTH = 2000;
/** How far ahead a session may be scheduled. */
export const MAX_SCHEDULE_AHEAD_DAYS = 90;
export const MAX_AUDIO_BYTES = 5 * 1024 * 1024;
export const MAX_AUDIO_SECONDS = 300;
/** Upload field name of POST /api/messages/audio. */
export const AUDIO_FIELD = 'audio';
/** Server → client events. */
export const ASSIST_SOCKET_EVENTS = {
  message: 'message',
  requestCreated: 'request_created',
  requestUpdated: 'request_updated',
  requestRemoved: 'request_removed',
  helperJoined: 'helper_joined',
  /** To a waiting shopper whenever their place in the queue changes (QueuePositionPayload). */
  queuePosition: 'queue_position',
  /** To the serving helper: the screen the shopper is on (ShopperViewPayload; view null: not shared). */
  shopperView: 'shopper_view',
  /** To the shopper: their helper opened the live view, so the storefront sends its screen again. */
  viewWanted: 'view_wanted',
} as const;

/** Client → server events (each answers through the acknowledgement callback). */
export const ASSIST_CLIENT_EVENTS = {
  /** Same body as POST /api/messages; ack → SendMessageAck. */
  sendMessage: 'send_message',
  /** { userId, after? }; ack → SyncAck: the messages missed while disconnected. */
  sync: 'sync',
  /** Shopper: { view } (the screen on view, or null to stop sharing); ack → ShareViewAck. */
  shareView: 'share_view',
  /** Helper: { userId } of a served shopper; ack → WantViewAck. */
  wantView: 'want_view',
} as const;

/** Main API socket: a helper starts / stops watching a served shopper's cart (`cart_updated` follows). */
export const CART_WATCH_EVENT = 'cart_watch';
export const CART_UNWATCH_EVENT = 'cart_unwatch';
/** Main API socket: sent when a watch ends because its grant expired; ask for a new grant to go on. */
export const CART_WATCH_ENDED_EVENT = 'cart_watch_ended';
/** Main API socket: to watchers, with the shopper's id (cart_updated itself carries only the cart). */
export const WATCHED_CART_UPDATED_EVENT = 'watched_cart_updated';

/** Reviews on one page of a product's Reviews tab unless the request asks for another number. */
export const REVIEWS_PAGE_DEFAULT_LIMIT = 5;
