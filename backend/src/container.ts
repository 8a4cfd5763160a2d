// Wires repositories and services for one database; the app, the socket relay and the seed share them.
import path from 'node:path';
import { createSessions } from '@store/server-kit/sessions';
import { createTokenService, type TokenService } from '@store/server-kit/auth';
import { createCartGrants } from '@store/server-kit/cart-grant';
import { createHelpSessionNotices } from '@store/server-kit/help-session-notice';
import { createHelpTranscriptNotices } from '@store/server-kit/help-transcript-notice';
import { createServiceMetrics } from '@store/server-kit/metrics';
import { createSharedCounters } from '@store/server-kit/shared-counters';
import type { BackendConfig } from './config/env';
import type { BackendDatabase } from './db/client';
import { createCartAccessService } from './modules/cart/cart-access.service';
import { createCartGrantRevocationsRepository } from './modules/cart/cart-grant-revocations.repository';
import { createCartRepository } from './modules/cart/cart.repository';
import { storedCartAnswer } from './modules/cart/cart.routes';
import { createCartService } from './modules/cart/cart.service';
import { createProductsRepository } from './modules/products/products.repository';
import { createCatalogueCache, invalidatingOn } from './modules/products/catalogue-cache';
import { createCatalogueChangesRepository } from './modules/products/catalogue-changes.repository';
import { trackCatalogueCache } from './modules/products/catalogue-cache.metrics';
import { silentAnnouncer, stockAnnouncer } from './modules/products/stock-notices';
import { createProductsService } from './modules/products/products.service';
import { createStockEvents } from './modules/products/stock-events';
import { createStockRepository } from './modules/products/stock.repository';
import { createReviewsRepository } from './modules/reviews/reviews.repository';
import { createReviewsService } from './modules/reviews/reviews.service';
import { createUsersRepository } from './modules/users/users.repository';
import { createPasswordHasher } from './modules/users/password-hasher';
import { createUsersService } from './modules/users/users.service';
import { createNewsletterRepository } from './modules/newsletter/newsletter.repository';
import { createNewsletterService, newsletterTokens } from './modules/newsletter/newsletter.service';
import { createPasswordResetsRepository } from './modules/users/password-resets.repository';
import { createPasswordResetService, resetTokens } from './modules/users/password-reset.service';
import { createMailJobsRepository } from './modules/mail/mail-jobs.repository';
import { createFileTransport, createSmtpTransport } from './modules/mail/mail-transport';
import { createMailService } from './modules/mail/mail.service';
import { createOrdersRepository } from './modules/orders/orders.repository';
import { createOrdersService } from './modules/orders/orders.service';
import { myOrdersAnswer } from './modules/orders/orders.routes';
import { ordersWritesDropping } from './modules/personal/kept-answers';
import { createPersonalAnswers } from './modules/personal/personal-answers';
import { createPersonalChangesRepository } from './modules/personal/personal-changes.repository';
import { trackKeptAnswers } from './modules/personal/kept-answers.metrics';
import { createOrderMetrics } from './modules/orders/order.metrics';
import { createSandboxSessionsRepository } from './modules/payments/payments.repository';
import { createPaymentsService, type ConfiguredProvider } from './modules/payments/payments.service';
import { createSandboxProvider } from './modules/payments/sandbox.provider';
import { createStripeProvider } from './modules/payments/stripe.provider';
import { payhereSettings } from './modules/payments/payhere';
import { createPayhereService } from './modules/payments/payhere.service';
import { createPendingCardOrders } from './modules/payments/pending-card-orders';
import { createCloudinaryStorage, createLocalStorage } from './modules/uploads/media-storage';
import { createUploadsService } from './modules/uploads/uploads.service';

/** The card provider PAYMENT_PROVIDER (or the presence of STRIPE_SECRET_KEY) asks for, if any. */
function cardProvider(config: BackendConfig, database: BackendDatabase): ConfiguredProvider | undefined {
  if (config.paymentProvider === 'sandbox') {
    return createSandboxProvider(createSandboxSessionsRepository(database.db));
  }
  if (config.paymentProvider === 'stripe' && config.STRIPE_SECRET_KEY) {
    return createStripeProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      apiUrl: config.STRIPE_API_URL,
    });
  }
  return undefined;
}

export function createContainer(config: BackendConfig, database: BackendDatabase, jwtSecret: string) {
  const tokens: TokenService = createTokenService(jwtSecret, config.JWT_EXPIRES_IN as `${number}d`);
  const productsRepository = createProductsRepository(database.db);
  const stockRepository = createStockRepository(database.db);
  const stockEvents = createStockEvents();
  const cartRepository = createCartRepository(database.db);
  const usersRepository = createUsersRepository(database.db);
  const mailJobs = createMailJobsRepository(database);
  const catalogue = createCatalogueCache({ maxBytes: config.CATALOGUE_CACHE_MB * 1024 * 1024 });
  // Stock changes with every order, so other instances hear of it by a throttled NOTIFY naming the products
  // (at most one per 50 ms from this instance) rather than one inside every order's transaction.
  const catalogueChanges = createCatalogueChangesRepository(database.db);
  const announceStockChange =
    database.kind === 'postgres'
      ? stockAnnouncer(
          (payload) => catalogueChanges.announce(payload),
          // Lost (the database is away): the announcer itself asks the others to drop everything, a second later.
          () => undefined,
        )
      : silentAnnouncer();
  stockEvents.onChange((productIds) => {
    catalogue.stockChanged(productIds);
    announceStockChange(productIds);
  });
  const passwords = createPasswordHasher(config.PASSWORD_HASH_COST);
  const users = createUsersService(usersRepository, tokens, passwords);
  /** Rate-limit counters shared by every instance (failed logins, sign-ups, password changes, reviews). */
  const counters = createSharedCounters(database.db);
  const passwordResetTokens = resetTokens(jwtSecret);
  const newsletterLinks = newsletterTokens(jwtSecret);
  const newsletterRepository = createNewsletterRepository(database.db, mailJobs);
  const sessions = createSessions(tokens, (user) => users.sessionIsCurrent(user.id, user.version ?? 0));
  const cart = createCartService(cartRepository, productsRepository, stockRepository);
  // A signed-in shopper's cart and orders, kept until what they show changes (kept-answers.ts).
  const personal = createPersonalAnswers({
    readCart: (userId) => storedCartAnswer(cart, userId),
    readOrders: (userId) => myOrdersAnswer(orders, userId),
    announce:
      database.kind === 'postgres' ? createPersonalChangesRepository(database.db).announce : undefined,
  });
  // Every write to an order drops the kept order answers it may touch.
  const ordersRepository = ordersWritesDropping(
    createOrdersRepository(database.db, mailJobs),
    personal.ordersWritten,
  );
  cart.onWrite(personal.cartWritten);
  stockEvents.onChange((productIds) => personal.cart.productsChanged(productIds));
  const cartGrants = createCartGrants(jwtSecret);
  const payments = createPaymentsService(cardProvider(config, database), ordersRepository, cart, stockEvents);
  const uploads = createUploadsService(
    config.CLOUDINARY_URL
      ? createCloudinaryStorage(config.CLOUDINARY_URL)
      : createLocalStorage(path.join(config.dataDir, 'uploads')),
  );
  const orders = createOrdersService({
    orders: ordersRepository,
    products: productsRepository,
    payments,
    cart,
    stockEvents,
  });
  const metrics = createServiceMetrics('backend');
  metrics.trackPool(database.kind, () => database.poolStats());
  trackCatalogueCache(metrics.registry, catalogue);
  trackKeptAnswers(metrics.registry, { cart: personal.cart, orders: personal.orders });
  return {
    config,
    database,
    metrics,
    orderMetrics: createOrderMetrics(metrics.registry),
    tokens,
    sessions,
    cartGrants,
    counters,
    cartAccess: createCartAccessService(cartGrants, createCartGrantRevocationsRepository(database.db)),
    repositories: {
      products: productsRepository,
      cart: cartRepository,
      users: usersRepository,
      orders: ordersRepository,
      stock: stockRepository,
    },
    catalogue,
    /** Hook point for everything that must follow stock (e.g. a catalogue cache): onChange(productIds). */
    stockEvents,
    /** Sends the stock, cart and orders changes still waiting for their announcement to other instances (at shutdown). */
    flushAnnouncements: async () => {
      await Promise.all([announceStockChange.flush(), personal.flush()]);
    },
    /** Signed-in shoppers' cart and orders, kept until what they show changes; `follow` hears other instances. */
    personal,
    cartAnswers: personal.cart,
    orderAnswers: personal.orders,
    // Every products-service method that changes the catalogue is listed here, so this instance's cache
    // is dropped before the change is answered (other instances hear of it by NOTIFY). Stock taken or
    // given back by orders reaches it through stockEvents.
    products: invalidatingOn(
      createProductsService(productsRepository, stockRepository, stockEvents),
      ['add', 'update', 'remove', 'setStock'],
      () => {
        catalogue.invalidate();
        // A cart shows its lines of listed products only, in their sizes.
        personal.cart.everythingChanged();
      },
    ),
    // A review changes its product's rating, so this instance's cache is dropped before it is answered.
    reviews: invalidatingOn(
      createReviewsService(createReviewsRepository(database.db), counters),
      ['post', 'edit', 'remove', 'setHidden'],
      catalogue.invalidate,
    ),
    users,
    passwordResets: createPasswordResetService(
      createPasswordResetsRepository(database.db, mailJobs),
      usersRepository,
      counters,
      passwordResetTokens,
      passwords,
    ),
    newsletter: createNewsletterService(newsletterRepository, newsletterLinks),
    cart,
    payments,
    uploads,
    /** pg-boss's tables and the mail queue; installed at start-up, before the first order can be placed. */
    mailJobs,
    mail: createMailService({
      jobs: mailJobs,
      transport: config.SMTP_URL
        ? createSmtpTransport(config.SMTP_URL, config.MAIL_FROM)
        : createFileTransport(path.join(config.dataDir, 'mail'), config.MAIL_FROM),
      orders: ordersRepository,
      users: usersRepository,
      publicUrl: config.defaultPublicUrl,
      pollSeconds: config.MAIL_POLL_SECONDS,
      resetTokenOf: passwordResetTokens.tokenOf,
      apiUrl: config.apiPublicUrl,
      newsletter: { find: newsletterRepository.find, tokenOf: newsletterLinks.tokenOf },
      from: config.MAIL_FROM,
      helpSessions: { notices: createHelpSessionNotices(jwtSecret), executor: database.db },
      helpTranscripts: createHelpTranscriptNotices(jwtSecret),
    }),
    orders,
    payhere: createPayhereService({
      settings: payhereSettings(config),
      orders: ordersRepository,
      ordersService: orders,
      cart,
      stockEvents,
      apiOrigin: config.apiPublicUrl,
    }),
    /** Cancels PayHere and sandbox orders nobody paid in time (started by the server, swept in tests). */
    pendingCardOrders: createPendingCardOrders({
      orders: ordersRepository,
      announce: orders.announce,
      stockEvents,
      pendingMinutes: config.CARD_PENDING_MINUTES,
    }),
  };
}

export type Container = ReturnType<typeof createContainer>;
