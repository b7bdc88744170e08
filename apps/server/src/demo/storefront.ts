import type { StorefrontBlockKind, StorefrontItem } from '@shop/contract';

// The demo shop's storefront blocks (demo mode only): a shop of its own starts without them.

const testimonials = [
  {
    quote:
      'They walked the whole property with me, explained every camera position and finished in a single day. Two months later the footage helped police identify someone who broke into our shed.',
    name: 'Linda M.',
    context: 'Homeowner',
  },
  {
    quote:
      'We replaced our keys with access cards across three buildings. When a contractor leaves we turn off the card in seconds instead of re-keying locks. The team was on time and on budget.',
    name: 'Robert K.',
    context: 'Facilities Manager, manufacturing company',
  },
  {
    quote:
      'Shrink at our two stores dropped noticeably after the new cameras went in. I check both stores from my phone every night, and their support line answers when I call.',
    name: 'Angela T.',
    context: 'Owner, retail boutiques',
  },
];

const stats = [
  { value: '10+', label: 'Years in business' },
  { value: '1,500+', label: 'Installations completed' },
  { value: '98%', label: 'Customer satisfaction' },
  { value: '24/7', label: 'Support available' },
];

const team = [
  {
    name: 'Marcus Reyes',
    role: 'Founder & CEO',
    bio: 'Started the company after twelve years as a low-voltage installer. Still visits job sites every week.',
  },
  {
    name: 'Danielle Brooks',
    role: 'Operations Manager',
    bio: 'Schedules crews, manages suppliers and makes sure every project finishes on the day we promised.',
  },
  {
    name: 'Priya Natarajan',
    role: 'Lead Systems Engineer',
    bio: 'Designs camera layouts and network configurations for our larger commercial and corporate projects.',
  },
  {
    name: 'James Whitaker',
    role: 'Installation Supervisor',
    bio: 'Leads our field technicians and trains every new hire on our installation and safety standards.',
  },
];

const certifications = [
  {
    title: 'Licensed & Insured',
    text: 'State-licensed low-voltage contractor with general liability and workers’ compensation coverage on every job.',
  },
  {
    title: 'NICET-Certified Technicians',
    text: 'Our senior technicians hold NICET certification in video security and alarm systems.',
  },
  {
    title: 'Manufacturer Trained',
    text: 'Factory training on the camera, recorder and access control platforms we install and support.',
  },
];

export const DEMO_STOREFRONT_BLOCKS: Record<StorefrontBlockKind, StorefrontItem[]> = {
  team,
  testimonials,
  stats,
  certifications,
};
