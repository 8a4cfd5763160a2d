// Orders and their lines and history. Placing an order (with the stock it takes, the cleared cart and its
// mail's job) is one statement, run here and written in order-statement.ts; the payment side is in
// order-payments.repository.ts.
import { randomUUID } from 'node:crypto';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { jobInsertValues } from '@store/server-kit/job-queue';
import { executeTemplate } from '@store/server-kit/prepared-statement';
import type { AdminOrderListFilter, OrderStatus, PaymentMethod } from '@store/contracts/orders';
import type { BackendDb } from '../../db/client';
import { orderItems, orders, orderStatusHistory, users, type OrderAddress } from '../../db/schema/index';
import type { PricedLine } from './order-pricing';
import type { MailOutbox } from '../mail/mail-jobs.repository';
import { createOrderPaymentsRepository } from './order-payments.repository';
import { MAIL_JOB_VALUE, orderStatementWriter } from './order-statement';
import { askedShelves, firstShortLine, giveStockBack, type LockedShelf } from './order-stock.repository';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderHistoryRow = typeof orderStatusHistory.$inferSelect;

export interface OrderRecord {
  order: OrderRow;
  items: OrderItemRow[];
  history: OrderHistoryRow[];
  customer?: { id: string; name: string; email: string };
}

export interface NewOrder {
  userId: string;
  paymentMethod: PaymentMethod;
  subtotalCents: number;
  deliveryFeeCents: number;
  amountCents: number;
  address: OrderAddress;
  lines: PricedLine[];
  idempotencyKey?: string;
  requestHash?: string;
  /** Cash orders empty the cart at once; card orders when the payment is confirmed. */
  clearCart: boolean;
  /**
   * The catalogue version the lines were priced at (order-catalogue.ts): the order is stored only when the
   * catalogue is still there as the statement starts, or this throws CatalogueMovedError. Without it, no
   * such check.
   */
  pricedAtVersion?: string;
}

function groupBy<T>(values: T[], key: (value: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const value of values) {
    const group = groups.get(key(value));
    if (group) group.push(value);
    else groups.set(key(value), [value]);
  }
  return groups;
}

/** A row read with raw SQL, mapped to the table's fields the way Drizzle maps its own results. */
function fromDriverRow(table: PgTable, row: Record<string, unknown>): Record<string, unknown> {
  const mapped: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(getTableColumns(table))) {
    const value = row[column.name];
    mapped[field] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return mapped;
}

/** An order line as the jsonb_to_recordset in `create` reads it. */
const toLineRecord = (item: Omit<OrderItemRow, 'orderId'>) => ({
  position: item.position,
  product_id: item.productId,
  name: item.name,
  price_cents: item.priceCents,
  images: item.images,
  sizes: item.sizes,
  size: item.size,
  quantity: item.quantity,
});

/** The catalogue changed after the order was priced (`NewOrder.pricedAtVersion`); nothing was written. */
export class CatalogueMovedError extends Error {
  constructor() {
    super('the catalogue changed after the order was priced');
    this.name = 'CatalogueMovedError';
  }
}

export function createOrdersRepository(db: BackendDb, outbox: MailOutbox) {
  const orderStatement = orderStatementWriter();
  const loadRecords = async (rows: OrderRow[]): Promise<OrderRecord[]> => {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [items, history] = await Promise.all([
      db
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, ids))
        .orderBy(asc(orderItems.orderId), asc(orderItems.position)),
      db
        .select()
        .from(orderStatusHistory)
        .where(inArray(orderStatusHistory.orderId, ids))
        .orderBy(asc(orderStatusHistory.orderId), asc(orderStatusHistory.id)),
    ]);
    const itemsByOrder = groupBy(items, (item) => item.orderId);
    const historyByOrder = groupBy(history, (change) => change.orderId);
    return rows.map((order) => ({
      order,
      items: itemsByOrder.get(order.id) ?? [],
      history: historyByOrder.get(order.id) ?? [],
    }));
  };

  /**
   * The orders matching `where`, newest first, each with its lines and history, in one statement: a
   * shopper's orders page and an order's tracking were three round trips each.
   */
  const recordsWhere = async (where: SQL): Promise<OrderRecord[]> => {
    const result: unknown = await db.execute(sql`
      select ${orders}.*,
        (select coalesce(json_agg(line order by line.position), '[]'::json)
          from ${orderItems} as line where line.order_id = ${orders.id}) as record_items,
        (select coalesce(json_agg(change order by change.id), '[]'::json)
          from ${orderStatusHistory} as change where change.order_id = ${orders.id}) as record_history
      from ${orders}
      where ${where}
      order by ${orders.createdAt} desc, ${orders.id} desc`);
    const rows = (result as { rows?: Record<string, unknown>[] }).rows ?? [];
    return rows.map((row) => ({
      order: fromDriverRow(orders, row) as OrderRow,
      items: (row.record_items as Record<string, unknown>[]).map(
        (line) => fromDriverRow(orderItems, line) as OrderItemRow,
      ),
      history: (row.record_history as Record<string, unknown>[]).map(
        (change) => fromDriverRow(orderStatusHistory, change) as OrderHistoryRow,
      ),
    }));
  };
  const findOne = async (where: SQL): Promise<OrderRecord | undefined> => (await recordsWhere(where))[0];

  return {
    findById: (id: string) => findOne(eq(orders.id, id)),

    /** The order a shopper placed under an Idempotency-Key, asked when a retry may be answered with it. */
    findByIdempotencyKey: (userId: string, key: string): Promise<OrderRecord | undefined> =>
      findOne(sql`${orders.userId} = ${userId} and ${orders.idempotencyKey} = ${key}`),

    /**
     * Inserts the order, its lines and first history entry, takes its stock, and for cash orders empties the
     * cart and writes the confirmation mail's job, all or nothing, in one statement: placing an order waited
     * mostly on round trips, and a transaction around it was three more (begin, the job, commit). The shelves
     * are locked first, and the order is stored only when each holds its line; otherwise nothing is written and
     * this throws StockShortError. When another request already used the idempotency key, the unique
     * constraint makes the insert do nothing and this returns `undefined`; the caller then reads that order.
     */
    async create(input: NewOrder): Promise<OrderRecord | undefined> {
      const orderId = randomUUID();
      const lines = input.lines.map((line, position) => ({ position, ...line }));
      // A card order is confirmed by mail once it is paid (order-payments.repository.ts).
      const job =
        input.paymentMethod === 'COD' ? await outbox.jobInsert({ kind: 'order-placed', orderId }) : undefined;
      const result = await executeTemplate(
        db,
        orderStatement({ mailed: job, priced: input.pricedAtVersion !== undefined }),
        {
          ...askedShelves(input.lines),
          pricedAtVersion: input.pricedAtVersion ?? null,
          orderId,
          userId: input.userId,
          paymentMethod: input.paymentMethod,
          subtotalCents: input.subtotalCents,
          deliveryFeeCents: input.deliveryFeeCents,
          amountCents: input.amountCents,
          address: JSON.stringify(input.address),
          idempotencyKey: input.idempotencyKey ?? null,
          requestHash: input.requestHash ?? null,
          lines: JSON.stringify(lines.map(toLineRecord)),
          clearCart: input.clearCart,
          ...(job ? jobInsertValues(job, MAIL_JOB_VALUE) : {}),
        },
      );
      const row = result.rows[0];
      if (!row) throw new Error('the order statement returned no row');
      if (row.price_holds !== true) throw new CatalogueMovedError();
      if (row.every_line !== true) {
        const short = firstShortLine(input.lines, row.locked_shelves as LockedShelf[]);
        if (short) throw short;
        throw new Error(
          `the order's shelves were short, but each holds its line: ${JSON.stringify(row.locked_shelves)}`,
        );
      }
      if (row.id === null) return undefined;
      const order = fromDriverRow(orders, row) as OrderRow;
      const history = fromDriverRow(orderStatusHistory, {
        id: row.history_id,
        order_id: order.id,
        status: 'Order Placed',
        changed_by: row.history_changed_by,
        changed_at: row.history_changed_at,
      }) as OrderHistoryRow;
      return { order, items: lines.map((line) => ({ orderId: order.id, ...line })), history: [history] };
    },

    listByUser: (userId: string): Promise<OrderRecord[]> => recordsWhere(eq(orders.userId, userId)),

    async listAll(filter: AdminOrderListFilter): Promise<{ records: OrderRecord[]; total: number }> {
      const conditions: SQL[] = [];
      if (filter.status) conditions.push(eq(orders.status, filter.status));
      if (filter.cancelRequested === true) conditions.push(isNotNull(orders.cancelRequestedAt));
      if (filter.cancelRequested === false) conditions.push(isNull(orders.cancelRequestedAt));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const rows = await db
        .select({ order: orders, customer: { id: users.id, name: users.name, email: users.email } })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(filter.limit)
        .offset((filter.page - 1) * filter.limit);
      const [counted] = await db.select({ total: count() }).from(orders).where(where);
      const records = await loadRecords(rows.map((row) => row.order));
      return {
        records: records.map((record, index) => ({ ...record, customer: rows[index]?.customer })),
        total: counted?.total ?? 0,
      };
    },

    /**
     * Moves an order from `from` to `to` and records it in the history, or returns false when the order
     * is no longer in `from` (another admin got there first). Cash is collected on delivery, so a cash
     * order reaching Delivered is also marked paid. Cancelling gives the order's stock back.
     */
    async changeStatus(
      orderId: string,
      from: OrderStatus,
      to: OrderStatus,
      changedBy: string,
    ): Promise<{ changed: boolean; restocked: string[] }> {
      return db.transaction(async (tx) => {
        const cashCollected =
          to === 'Delivered'
            ? {
                payment: sql`${orders.payment} or ${orders.paymentMethod} = 'COD'`,
                paidAt: sql`case when ${orders.paymentMethod} = 'COD' and ${orders.paidAt} is null then now() else ${orders.paidAt} end`,
              }
            : {};
        const [row] = await tx
          .update(orders)
          .set({ status: to, updatedAt: sql`now()`, ...cashCollected })
          .where(and(eq(orders.id, orderId), eq(orders.status, from)))
          .returning({ id: orders.id });
        if (!row) return { changed: false, restocked: [] };
        await tx.insert(orderStatusHistory).values({ orderId, status: to, changedBy });
        if (to !== 'Order Placed') await outbox.enqueue(tx, { kind: 'order-status', orderId, status: to });
        const restocked = to === 'Cancelled' ? await giveStockBack(tx, orderId, false) : [];
        return { changed: true, restocked };
      });
    },

    /** Records a cancel request while the order is still in one of `cancellable`; false otherwise. */
    async requestCancel(orderId: string, reason: string, cancellable: readonly OrderStatus[]) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(orders)
          .set({
            cancelRequestedAt: sql`coalesce(${orders.cancelRequestedAt}, now())`,
            cancelReason: reason,
            updatedAt: sql`now()`,
          })
          .where(and(eq(orders.id, orderId), inArray(orders.status, [...cancellable])))
          .returning({ id: orders.id });
        // Asked again, the same mail's job is already there: one mail per order.
        if (row) await outbox.enqueue(tx, { kind: 'cancel-requested', orderId });
        return row !== undefined;
      });
    },

    ...createOrderPaymentsRepository(db, outbox),
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
