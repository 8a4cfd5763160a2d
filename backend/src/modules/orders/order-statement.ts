// The statement that places an order (orders.repository.ts `create`): its stock, lines, history, cleared cart
// and mail in one round trip, written once per kind of order with every value a placeholder.
import { sql, type SQL } from 'drizzle-orm';
import { jobInsertTemplate, type JobInsert } from '@store/server-kit/job-queue';
import { statementTemplate, type StatementTemplate } from '@store/server-kit/prepared-statement';
import { cartItems, orderItems, orders, orderStatusHistory } from '../../db/schema/index';
import { catalogueVersionSql } from '../products/product-list-queries';
import { lockShelvesSql, takeStockSql } from './order-stock.repository';

/** Placeholders of the mail job's values in the order's statement: `mail_job_1`, `mail_job_2`, … */
export const MAIL_JOB_VALUE = 'mail_job_';

/**
 * The statement that places an order, with its stock, cart and mail, every value a placeholder: when a line is
 * short, the prices moved on or the key was already used, `placed` is empty and so is everything that reads
 * it. Written once per kind of order (with a mail or not, priced at a catalogue version or not) and kept, with
 * its name: writing its text (Drizzle walking the statement, pg-boss's job bound into it) was about a tenth of
 * the API's CPU per order. Prepared by its text: PostgreSQL parsed and planned it in about twice the time it ran.
 */
export function orderStatementWriter() {
  const written = new Map<string, StatementTemplate>();
  const write = ({ mailed, priced }: { mailed?: JobInsert; priced: boolean }): SQL => {
    const placed = sql`exists (select 1 from placed)`;
    const priceHolds = priced
      ? sql`${catalogueVersionSql} = ${sql.placeholder('pricedAtVersion')}`
      : sql`true`;
    const value = (name: string) => sql.placeholder(name);
    return sql`
        with ${lockShelvesSql()},
        priced as (select ${priceHolds} as still_holds),
        placed as (
          insert into ${orders} (id, user_id, payment_method, subtotal_cents, delivery_fee_cents, amount_cents,
                                 address, idempotency_key, request_hash, stock_held)
          select ${value('orderId')}::uuid, ${value('userId')}::uuid, ${value('paymentMethod')},
                 ${value('subtotalCents')}, ${value('deliveryFeeCents')}, ${value('amountCents')},
                 ${value('address')}::jsonb, ${value('idempotencyKey')}, ${value('requestHash')}, true
          where (select every_line from enough) and (select still_holds from priced)
          on conflict (user_id, idempotency_key) do nothing
          returning *
        ),
        placed_lines as (
          insert into ${orderItems} (order_id, position, product_id, name, price_cents, images, sizes, size, quantity)
          select placed.id, line.position, line.product_id, line.name, line.price_cents, line.images,
                 line.sizes, line.size, line.quantity
          from placed cross join jsonb_to_recordset(${value('lines')}::jsonb) as line(
            position integer, product_id uuid, name text, price_cents bigint, images jsonb, sizes jsonb,
            size text, quantity integer)
        ),
        first_history as (
          insert into ${orderStatusHistory} (order_id, status)
          select placed.id, 'Order Placed' from placed
          returning id as history_id, changed_by as history_changed_by, changed_at as history_changed_at
        ),
        emptied as (
          delete from ${cartItems}
          where user_id = ${value('userId')}::uuid and ${value('clearCart')} and ${placed}
        ),
        ${mailed ? sql`mailed as (${jobInsertTemplate(mailed, placed, MAIL_JOB_VALUE)}),` : sql``}
        ${takeStockSql(placed)}
        select (select still_holds from priced) as price_holds, (select every_line from enough) as every_line,
          (select coalesce(json_agg(locked), '[]'::json) from locked) as locked_shelves,
          placed.*, first_history.*
        from (select) as statement
          left join placed on true
          left join first_history on true`;
  };
  return (kind: { mailed?: JobInsert; priced: boolean }): StatementTemplate => {
    // pg-boss writes every job of a queue with one text; its text is part of the key all the same.
    const key = `${kind.priced}\u0000${kind.mailed ? `${kind.mailed.queue}\u0000${kind.mailed.text}` : ''}`;
    const known = written.get(key);
    if (known) return known;
    const template = statementTemplate(write(kind));
    // A handful of kinds; a text that varied with every job would not be kept.
    if (written.size < 16) written.set(key, template);
    return template;
  };
}
