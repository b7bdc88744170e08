import Accordion from 'react-bootstrap/Accordion';
import { Link } from 'react-router';
import { ContactForm } from '../../features/leads/components/ContactForm';
import { useAccountContact } from '../../features/customers/hooks/use-account-contact';
import { PageHeader } from '../../components/ui/PageHeader';
import type { CompanyDetails } from '@shop/contract';
import { telHref } from '@shop/contract/settings-text';
import { useShopIdentity } from '../../lib/api/shop-settings';
import { useDocumentTitle } from '../../lib/use-document-title';
import { FAQ } from './content';
import { SCREEN_BUILT } from '../../lib/screens';
import { PublicPageBlock } from '../../features/content/components/PublicPageBlock';
import { useSearchParam } from '../../lib/use-list-params';

const QUOTE_DETAILS = [
  'The type of property: home, store, office or warehouse',
  'The areas and entrances you want covered',
  'Any existing equipment you would like to keep',
  'Your timeline and budget, if you have them',
];

export default function ContactPage() {
  useDocumentTitle('Contact Us');
  const [service] = useSearchParam('service');
  const [subject] = useSearchParam('subject');
  // The signed-in customer's details, which the form fills in for them.
  const account = useAccountContact();
  // Nothing of the shop's own is shown until an admin has filled in its details.
  const { company } = useShopIdentity();

  return (
    <>
      <PageHeader
        title="Contact Us"
        lead={
          <>
            Questions, quotes or service calls: send us the form below, call or e-mail, and a member
            of our team will help you.
          </>
        }
      />
      <PublicPageBlock slug="contact" />

      <section className="py-5">
        <div className="container">
          <div className="row g-4">
            <div className={company ? 'col-12 col-lg-7' : 'col-12'}>
              <section
                id="quote-form"
                className="card h-100 shadow-sm scroll-anchor"
                aria-labelledby="quote-title"
              >
                <div className="card-body p-4">
                  <h2 id="quote-title" className="h4 fw-bold">
                    <i className="bi bi-chat-square-text text-primary me-2" aria-hidden="true" />
                    Request a Quote
                  </h2>
                  <p className="text-body-secondary">
                    Tell us about your property and what you would like to protect. We reply within
                    24 hours with next steps. Fields marked <span className="text-danger">*</span>{' '}
                    are required.
                  </p>
                  <ContactForm service={service} subject={subject} account={account} />
                  <h3 className="h6 fw-bold mt-4">Helpful to mention</h3>
                  <ul className="mb-3">
                    {QUOTE_DETAILS.map((detail) => (
                      <li key={detail}>{detail}</li>
                    ))}
                  </ul>
                  {SCREEN_BUILT.survey && (
                    <p className="mb-0">
                      Prefer a technician to see the property first?{' '}
                      <Link to="/survey">Take our free site survey</Link>.
                    </p>
                  )}
                </div>
              </section>
            </div>

            {company && <CompanyContact company={company} />}
          </div>
        </div>
      </section>

      <section className="py-5 bg-body-tertiary" aria-labelledby="faq-title">
        <div className="container">
          <div className="row justify-content-center">
            <div className="col-12 col-lg-9">
              <h2 id="faq-title" className="fw-bold text-center mb-4">
                Frequently Asked Questions
              </h2>
              <Accordion>
                {FAQ.map((item, index) => (
                  <Accordion.Item eventKey={String(index)} key={item.question}>
                    <Accordion.Header as="h3">{item.question}</Accordion.Header>
                    <Accordion.Body>{item.answer}</Accordion.Body>
                  </Accordion.Item>
                ))}
              </Accordion>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}

/** The shop's address, phone, e-mail, hours and map link, from its settings. */
function CompanyContact({ company }: { company: CompanyDetails }) {
  const fullAddress = `${company.street}, ${company.cityLine}`;
  const mapUrl = `https://www.openstreetmap.org/search?query=${encodeURIComponent(fullAddress)}`;
  return (
    <>
      <div className="col-12 col-lg-5">
        <section className="card h-100 shadow-sm" aria-labelledby="info-title">
          <div className="card-body p-4">
            <h2 id="info-title" className="h4 fw-bold mb-3">
              Contact Information
            </h2>
            <ul className="list-unstyled mb-4">
              <li className="d-flex gap-3 mb-3">
                <i className="bi bi-geo-alt fs-5 text-primary" aria-hidden="true" />
                <div>
                  <span className="fw-semibold d-block">Address</span>
                  <address className="mb-0">
                    {company.street}
                    <br />
                    {company.cityLine}
                  </address>
                </div>
              </li>
              <li className="d-flex gap-3 mb-3">
                <i className="bi bi-telephone fs-5 text-primary" aria-hidden="true" />
                <div>
                  <span className="fw-semibold d-block">Phone</span>
                  <a href={telHref(company.phone)}>{company.phone}</a>
                </div>
              </li>
              <li className="d-flex gap-3">
                <i className="bi bi-envelope fs-5 text-primary" aria-hidden="true" />
                <div className="text-break">
                  <span className="fw-semibold d-block">E-mail</span>
                  <a href={`mailto:${company.email}`}>{company.email}</a>
                </div>
              </li>
            </ul>
            {company.hours.length > 0 && (
              <>
                <h3 className="h6 fw-bold">
                  <i className="bi bi-clock text-primary me-2" aria-hidden="true" />
                  Business Hours
                </h3>
                <table className="table table-sm mb-0">
                  <caption className="visually-hidden">Business hours</caption>
                  <tbody>
                    {company.hours.map((h) => (
                      <tr key={h.days}>
                        <th scope="row" className="fw-normal">
                          {h.days}
                        </th>
                        <td className="text-end">{h.time}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </>
            )}
          </div>
        </section>
      </div>

      <div className="col-12">
        <section
          className="border border-2 rounded-3 bg-body-tertiary p-4 p-md-5 text-center"
          aria-labelledby="map-title"
        >
          <i className="bi bi-map display-4 text-primary" aria-hidden="true" />
          <h2 id="map-title" className="h4 fw-bold mt-2">
            Visit Our Office
          </h2>
          <p className="mb-3">{fullAddress}</p>
          <a
            href={mapUrl}
            className="btn btn-outline-primary"
            target="_blank"
            rel="noopener noreferrer"
          >
            <i className="bi bi-box-arrow-up-right me-2" aria-hidden="true" />
            Open in Maps
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </section>
      </div>
    </>
  );
}
