// About us: who the shop is and why shoppers choose it.
import aboutImage from '../../../assets/about.svg';
import { SectionTitle } from '../../../components/ui/section-title';
import { site } from '../../../config/site';

const reasons = [
  {
    title: 'Quality Assurance:',
    text: 'We choose every fabric and check every piece by hand before it is packed.',
  },
  {
    title: 'Convenience:',
    text: 'Browse, compare and order from home, by keyboard, screen reader or voice, and pay on delivery.',
  },
  {
    title: 'Exceptional Customer Service:',
    text: 'Real people are ready to help: ask for live assistance at any step of your order.',
  },
];

export function AboutPage() {
  return (
    <div className="page container info-page">
      <SectionTitle level={1} text1="ABOUT" text2="US" pageTitle="About us" />
      <div className="info-page__split">
        <img
          src={aboutImage}
          alt="A folded stack of shirts on a wooden counter beside a shopkeeper."
          width={560}
          height={440}
        />
        <div className="info-page__text">
          <p>
            {site.name} began with a simple idea: clothing shopping online should work for everyone. We make
            everyday wear for men, women and kids, and deliver it across Sri Lanka.
          </p>
          <p>
            We build the shop first for shoppers who are blind or have low vision. Every page works with a
            screen reader and a keyboard, product details and your cart can be read aloud, and a person from
            our team can join you live whenever you want a hand.
          </p>
          <h2>Our Mission</h2>
          <p>
            To give every shopper the same choice, the same information and the same confidence when they buy,
            however they use the web.
          </p>
        </div>
      </div>
      <section className="section" aria-labelledby="why-title">
        <SectionTitle text1="WHY" text2="CHOOSE US" id="why-title" />
        <ul className="reasons">
          {reasons.map((reason) => (
            <li key={reason.title}>
              <h3>{reason.title}</h3>
              <p>{reason.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
