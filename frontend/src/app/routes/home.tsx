// Home (spec §2): hero, NEW ARRIVALS (first 10, with the contrast toggle), TOP BESTSELLERS (first 5
// flagged bestseller), OUR POLICIES and the newsletter. Each section asks the server for just its products.
import { Hero, SHOP_NOW_ID } from '../../features/catalog';
import { OurPolicy } from '../../features/catalog';
import { ProductSection } from '../../features/catalog';
import { NewsletterBox } from '../../features/newsletter';
import { useAccessibilitySettings } from '../../features/accessibility';
import { useProductList } from '../../features/product';
import { useI18n } from '../../i18n/i18n';

export const NEW_ARRIVALS_COUNT = 10;
export const BESTSELLERS_COUNT = 5;

export default function HomeRoute() {
  const { t } = useI18n();
  const newest = useProductList({ limit: NEW_ARRIVALS_COUNT });
  const bestsellers = useProductList({ bestseller: true, limit: BESTSELLERS_COUNT });
  const { contrast, toggleHighContrast } = useAccessibilitySettings();

  return (
    <div className="home">
      <div className="container">
        <Hero />
      </div>
      <ProductSection
        id={SHOP_NOW_ID}
        titleId="new-arrivals-title"
        text1={t('home.newArrivals.text1')}
        text2={t('home.newArrivals.text2')}
        intro={t('home.newArrivals.intro')}
        products={newest.data?.products ?? []}
        loadingCount={NEW_ARRIVALS_COUNT}
        status={newest.status}
        onRetry={() => void newest.refetch()}
        tools={
          <button type="button" className="button button--small" onClick={toggleHighContrast}>
            {t(contrast === 'high' ? 'common.normalMode' : 'common.highContrast')}
          </button>
        }
      />
      <ProductSection
        titleId="bestsellers-title"
        text1={t('home.bestsellers.text1')}
        text2={t('home.bestsellers.text2')}
        intro={t('home.bestsellers.intro')}
        products={bestsellers.data?.products ?? []}
        loadingCount={BESTSELLERS_COUNT}
        announceLoading={false}
        status={bestsellers.status}
        onRetry={() => void bestsellers.refetch()}
      />
      <OurPolicy />
      <NewsletterBox />
    </div>
  );
}
