// Contact us: the shop's address in Sri Lanka, phone and email, and careers ('Explore Jobs').
import { useState } from 'react';
import contactImage from '../../../assets/contact.svg';
import { SectionTitle } from '../../../components/ui/section-title';
import { site } from '../../../config/site';

export const NO_JOBS_TEXT =
  'There are no job openings listed at the moment. Please check this page again later.';

export function ContactPage() {
  const [jobs, setJobs] = useState('');
  return (
    <div className="page container info-page">
      <SectionTitle level={1} text1="CONTACT" text2="US" pageTitle="Contact us" />
      <div className="info-page__split">
        <img src={contactImage} alt="A shop sign saying Open above an envelope." width={560} height={440} />
        <div className="info-page__text">
          <h2>Our Store</h2>
          <address>
            {site.address.map((line) => (
              <span key={line} className="address-line">
                {line}
              </span>
            ))}
            <span className="address-line">
              Tel: <a href={`tel:${site.phone.replace(/\s/g, '')}`}>{site.phone}</a>
            </span>
            <span className="address-line">
              Email: <a href={`mailto:${site.email}`}>{site.email}</a>
            </span>
          </address>
          <h2>Careers at {site.name}</h2>
          <p>Learn more about our teams and job openings.</p>
          <button type="button" className="button" onClick={() => setJobs(NO_JOBS_TEXT)}>
            Explore Jobs
          </button>
          <p role="status" className="form-message">
            {jobs}
          </p>
        </div>
      </div>
    </div>
  );
}
