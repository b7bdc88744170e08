import Accordion from 'react-bootstrap/Accordion';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { telHref } from '@shop/contract/settings-text';
import { useShopIdentity } from '../../../lib/api/shop-settings';
import { AccountDownloads } from './AccountDownloads';

/** Real answers: each one matches what the shop does (docs/modules/customers.md#screens). */
const FAQ: { id: string; question: string; answer: string }[] = [
  {
    id: 'track',
    question: 'How do I follow my order?',
    answer:
      'Open the Orders tab and choose View Details. It shows the status, every change with its date, the tracking number once the order ships and the expected delivery date. We also e-mail you when it ships.',
  },
  {
    id: 'shipping',
    question: 'How much is shipping, and how is it sent?',
    answer:
      'Shipping is a flat $10.00 per order, sent Standard Ground within the United States. Sales tax follows the state of the shipping address.',
  },
  {
    id: 'invoices',
    question: 'Where do I find my invoices?',
    answer:
      'Every order has a Download Invoice button (a PDF) in the Orders tab and in its details. Downloads on this tab gives you all of them in one ZIP file, or a statement for any period.',
  },
  {
    id: 'cancel',
    question: 'Can I cancel or return an order?',
    answer:
      'An order can be cancelled until it ships: contact us with the order number and we cancel it and refund the payment to the card you paid with. Once it has shipped, contact support about a return and we will tell you how to send the equipment back.',
  },
  {
    id: 'ratings',
    question: 'How do I rate what I bought?',
    answer:
      'When an order has been delivered, a Rate button appears beside it in the Orders tab. Give each item from 1 to 5 stars; each item can be rated once, and your stars count towards the rating other shoppers see.',
  },
  {
    id: 'survey',
    question: 'What is the free site survey?',
    answer:
      'Answer a few questions about your property on the Free Site Survey page and you get an instant, no-obligation estimate of the cameras and the system price. A specialist then contacts you to refine it, at no cost.',
  },
];

const HELP_LINKS: { to: string; label: string; icon: string }[] = [
  { to: '/contact', label: 'Contact us', icon: 'envelope' },
  { to: '/survey', label: 'Free Site Survey', icon: 'clipboard-check' },
  { to: '/services', label: 'Our services', icon: 'shield-check' },
  { to: '/privacy', label: 'Privacy Policy', icon: 'lock' },
  { to: '/terms', label: 'Terms of Service', icon: 'file-text' },
];

/** Contact, FAQ, Help Center and Downloads. */
export function SupportTab() {
  const { company } = useShopIdentity();
  return (
    <div className="row g-4">
      <div className="col-12 col-lg-6">
        <Card as="section" aria-labelledby="contact-support-title" className="h-100 shadow-sm">
          <Card.Body>
            <h2 id="contact-support-title" className="h5">
              <i className="bi bi-headset me-2" aria-hidden="true" />
              Contact Support
            </h2>
            <p className="text-body-secondary">
              Questions about an order, your equipment or an installation? Our team replies within
              24 hours.
            </p>
            <div className="d-flex flex-wrap gap-2 mb-3">
              <Link to="/contact" className="btn btn-primary">
                <i className="bi bi-envelope me-1" aria-hidden="true" />
                Contact Support
              </Link>
              {company && (
                <a href={telHref(company.phone)} className="btn btn-outline-primary">
                  <i className="bi bi-telephone me-1" aria-hidden="true" />
                  Call {company.phone}
                </a>
              )}
            </div>
            {company && company.hours.length > 0 && (
              <>
                <h3 className="h6">Opening hours</h3>
                <dl className="row small mb-0">
                  {company.hours.map((h) => (
                    <div key={h.days} className="col-12 d-flex justify-content-between gap-2">
                      <dt className="fw-normal">{h.days}</dt>
                      <dd className="mb-1">{h.time}</dd>
                    </div>
                  ))}
                </dl>
              </>
            )}
          </Card.Body>
        </Card>
      </div>
      <div className="col-12 col-lg-6">
        <Card as="section" aria-labelledby="help-center-title" className="h-100 shadow-sm">
          <Card.Body>
            <h2 id="help-center-title" className="h5">
              <i className="bi bi-question-circle me-2" aria-hidden="true" />
              Help Center
            </h2>
            <ul className="list-unstyled mb-0">
              {HELP_LINKS.map((l) => (
                <li key={l.to} className="mb-2">
                  <Link to={l.to} className="link-offset-2">
                    <i className={`bi bi-${l.icon} me-2`} aria-hidden="true" />
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </Card.Body>
        </Card>
      </div>
      <div className="col-12 col-lg-7">
        <section aria-labelledby="faq-title">
          <h2 id="faq-title" className="h5 mb-3">
            Frequently Asked Questions
          </h2>
          <Accordion>
            {FAQ.map((item) => (
              <Accordion.Item key={item.id} eventKey={item.id}>
                <Accordion.Header as="h3">{item.question}</Accordion.Header>
                <Accordion.Body>{item.answer}</Accordion.Body>
              </Accordion.Item>
            ))}
          </Accordion>
        </section>
      </div>
      <div className="col-12 col-lg-5">
        <AccountDownloads />
      </div>
    </div>
  );
}
