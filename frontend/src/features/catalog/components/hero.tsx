// The home page's hero (spec §1): kicker, heading, blurb, SHOP NOW to #shop-now, the three promises, and a
// picture that moves with the scroll (still under prefers-reduced-motion).
import { useRef } from 'react';
import heroImage from '../../../assets/hero.svg';
import { PageHeading } from '../../../components/ui/page-heading';
import { useParallax } from '../hooks/use-parallax';

export const SHOP_NOW_ID = 'shop-now';

const promises = [
  'Free shipping on orders over $100',
  'Free returns on all orders',
  '30-day satisfaction guarantee',
];

export function Hero() {
  const imageRef = useRef<HTMLImageElement>(null);
  const still = useParallax(imageRef);
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__text">
        <p className="hero__kicker">
          <span className="hero__line" aria-hidden="true" />
          Discover the New
        </p>
        <PageHeading title="Home" id="hero-title" className="hero__title">
          Latest Arrivals
        </PageHeading>
        <p className="hero__blurb">
          Explore the new collection of elegant designs, where fashion meets comfort. Discover exclusive
          styles for this season.
        </p>
        <a href={`#${SHOP_NOW_ID}`} className="button button--primary hero__cta">
          SHOP NOW
        </a>
        <ul className="hero__promises" aria-label="Our promises">
          {promises.map((promise) => (
            <li key={promise}>{promise}</li>
          ))}
        </ul>
      </div>
      <div className="hero__media" data-still={still}>
        <img
          ref={imageRef}
          src={heroImage}
          alt="A clothing rail with a navy shirt, a red dress, a green jacket and a mustard skirt on wooden hangers."
          width={640}
          height={520}
          fetchPriority="high"
        />
      </div>
    </section>
  );
}
