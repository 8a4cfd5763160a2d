// A titled list of products on the home page, with its loading and failure states.
import type { Product } from '@store/contracts/products';
import type { ReactNode } from 'react';
import { ProductGrid } from '../../../components/ui/product-card';
import { SectionTitle } from '../../../components/ui/section-title';
import { ProductGridSkeleton } from '../../../components/ui/skeleton';
import { useI18n } from '../../../i18n/i18n';

export function ProductSection({
  id,
  titleId,
  text1,
  text2,
  intro,
  products,
  status,
  onRetry,
  tools,
  loadingCount,
  announceLoading = true,
}: {
  id?: string;
  titleId: string;
  text1: string;
  text2: string;
  intro: string;
  products: readonly Product[];
  status: 'pending' | 'success' | 'error';
  onRetry: () => void;
  tools?: ReactNode;
  /** How many cards the section will show: as many placeholders stand in while they load. */
  loadingCount: number;
  /** Whether this section says "Loading products…" (a screen with two sections says it once). */
  announceLoading?: boolean;
}) {
  const { t } = useI18n();
  return (
    <section id={id} className="section container" aria-labelledby={titleId} tabIndex={id ? -1 : undefined}>
      <SectionTitle text1={text1} text2={text2} id={titleId} />
      <p className="section__intro">{intro}</p>
      {tools && <div className="section__tools">{tools}</div>}
      {status === 'error' && products.length === 0 ? (
        <div className="section__status">
          <p>{t('common.productsFailed')}</p>
          <button type="button" className="button" onClick={onRetry}>
            {t('common.tryAgain')}
          </button>
        </div>
      ) : status === 'pending' && products.length === 0 ? (
        <ProductGridSkeleton
          count={loadingCount}
          status={announceLoading ? t('common.loadingProducts') : undefined}
        />
      ) : (
        <ProductGrid products={products} labelledBy={titleId} />
      )}
    </section>
  );
}
