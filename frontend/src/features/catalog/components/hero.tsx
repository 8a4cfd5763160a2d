// The home page's hero (spec §1): kicker, heading, blurb, SHOP NOW to #shop-now, the three promises, and a
// picture that moves with the scroll (still under prefers-reduced-motion).
import { useRef } from 'react';
import heroImage from '../../../assets/hero.svg';
import { PageHeading } from '../../../components/ui/page-heading';
import { useI18n, type MessageKey } from '../../../i18n/i18n';
import { useParallax } from '../hooks/use-parallax';

export const SHOP_NOW_ID = 'shop-now';

const promises: readonly MessageKey[] = [
  'home.hero.promise.shipping',
  'home.hero.promise.returns',
  'home.hero.promise.guarantee',
];

export function Hero() {
  const { t } = useI18n();
  const imageRef = useRef<HTMLImageElement>(null);
  const still = useParallax(imageRef);
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__text">
        <p className="hero__kicker">
          <span className="hero__line" aria-hidden="true" />
          {t('home.hero.kicker')}
        </p>
        <PageHeading title={t('home.pageTitle')} id="hero-title" className="hero__title">
          {t('home.hero.title')}
        </PageHeading>
        <p className="hero__blurb">{t('home.hero.blurb')}</p>
        <a href={`#${SHOP_NOW_ID}`} className="button button--primary hero__cta">
          {t('home.hero.shopNow')}
        </a>
        <ul className="hero__promises" aria-label={t('home.hero.promises')}>
          {promises.map((promise) => (
            <li key={promise}>{t(promise)}</li>
          ))}
        </ul>
      </div>
      <div className="hero__media" data-still={still}>
        <img
          ref={imageRef}
          src={heroImage}
          alt={t('home.hero.imageAlt')}
          width={640}
          height={520}
          fetchPriority="high"
        />
      </div>
    </section>
  );
}
