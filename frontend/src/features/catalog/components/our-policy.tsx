// OUR POLICIES (spec §2): exchange, 7-day returns, customer support.
import { ExchangeIcon, QualityIcon, SupportIcon } from '../../../components/ui/icons';
import { SectionTitle } from '../../../components/ui/section-title';

const policies = [
  { title: 'Easy Exchange Policy', text: 'We offer a hassle-free exchange policy.', Icon: ExchangeIcon },
  { title: '7 Days Return Policy', text: 'We provide a 7-day free return policy.', Icon: QualityIcon },
  {
    title: '24/7 Customer Support',
    text: 'We provide customer support around the clock.',
    Icon: SupportIcon,
  },
];

export function OurPolicy() {
  return (
    <section className="section container" aria-labelledby="policies-title">
      <SectionTitle text1="OUR" text2="POLICIES" id="policies-title" />
      <ul className="policies">
        {policies.map(({ title, text, Icon }) => (
          <li key={title} className="policies__item">
            <Icon size="3rem" />
            <h3>{title}</h3>
            <p>{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
