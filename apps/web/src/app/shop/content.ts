/** Static marketing content for the public pages. Each piece of data lives here once. */
import type { ServiceTypeKey } from '@shop/contract/lead-labels';
import type { IndustrySlug } from '@shop/contract/site-pages';

export type ServiceId =
  | 'cctv-installation'
  | 'alarm-systems'
  | 'digital-video-recorders'
  | 'maintenance-support'
  | 'remote-monitoring'
  | 'access-control';

export type Service = {
  id: ServiceId;
  title: string;
  icon: string;
  /** One sentence, for the Home page cards. */
  summary: string;
  description: string;
  features: readonly string[];
  /** Shown as one of the four service cards on the Home page. */
  featuredOnHome: boolean;
  /** The service its Get a Quote link preselects on the contact form. */
  quoteService: ServiceTypeKey;
};

export const SERVICES: readonly Service[] = [
  {
    id: 'cctv-installation',
    quoteService: 'cctv',
    title: 'CCTV Installation',
    icon: 'camera-video',
    summary: 'High-definition cameras placed where they matter, wired cleanly and set up for you.',
    description:
      'We design camera layouts around your property, not a catalog. Every installation starts with a walk-through to find entry points, blind spots and lighting problems, then we mount, cable and configure the cameras so you get clear footage day and night.',
    features: [
      '4K and 1080p indoor and outdoor cameras',
      'Night vision and wide dynamic range for difficult lighting',
      'Concealed, weather-sealed cabling',
      'Camera angles tuned on site with you',
      'Mobile viewing set up before we leave',
    ],
    featuredOnHome: true,
  },
  {
    id: 'alarm-systems',
    quoteService: 'alarms',
    title: 'Alarm Systems',
    icon: 'bell',
    summary:
      'Intrusion, glass-break and environmental sensors that alert you the moment it counts.',
    description:
      'Our alarm systems combine door and window contacts, motion detectors and glass-break sensors with smoke, heat and water-leak detection. You arm and disarm from a keypad or your phone, and you decide who gets notified.',
    features: [
      'Door, window, motion and glass-break sensors',
      'Smoke, heat, carbon monoxide and water-leak detection',
      'Keypad and smartphone arming',
      'Battery and cellular backup',
      'Optional professional monitoring',
    ],
    featuredOnHome: true,
  },
  {
    id: 'digital-video-recorders',
    quoteService: 'cctv',
    title: 'Digital Video Recorders',
    icon: 'hdd-stack',
    summary: 'Reliable on-site recording with the storage sized to your retention needs.',
    description:
      'A camera is only as useful as the footage it keeps. We supply and configure DVR and NVR systems with enough storage for the retention period you need, set up motion-based recording to save space, and make exporting a clip for police or insurance simple.',
    features: [
      'DVR and NVR systems from 4 to 64 channels',
      'Storage sized for 30, 60 or 90 days of recording',
      'Motion and schedule-based recording',
      'Encrypted remote access',
      'Easy clip export for police and insurers',
    ],
    featuredOnHome: false,
  },
  {
    id: 'maintenance-support',
    quoteService: 'maintenance',
    title: 'Maintenance & Support',
    icon: 'tools',
    summary: 'Scheduled check-ups and fast repairs that keep your system working.',
    description:
      'Security equipment works around the clock, so it needs regular attention. Our maintenance plans include scheduled inspections, firmware updates and cleaning, and our technicians are on call when something stops working, including systems we did not install.',
    features: [
      'Scheduled inspections and lens cleaning',
      'Firmware and security updates',
      'Hard drive health checks and replacement',
      'Priority repair visits for plan members',
      'Service for systems installed by others',
    ],
    featuredOnHome: false,
  },
  {
    id: 'remote-monitoring',
    quoteService: 'remote',
    title: 'Remote Monitoring',
    icon: 'display',
    summary: 'Watch live and recorded video from anywhere, with alerts sent to your phone.',
    description:
      'See what is happening at your property from your phone, tablet or computer. We set up secure remote access, smart motion alerts that ignore passing cars and swaying trees, and, if you want it, professional monitoring that responds to alarms around the clock.',
    features: [
      'Live and recorded video on phone, tablet and computer',
      'Smart alerts for people and vehicles',
      'Multi-site view for several locations',
      'Optional 24/7 professional monitoring',
      'Shared access for family or staff',
    ],
    featuredOnHome: true,
  },
  {
    id: 'access-control',
    quoteService: 'access',
    title: 'Access Control Systems',
    icon: 'person-badge',
    summary: 'Card, fob, PIN and mobile credentials that control who goes where, and when.',
    description:
      'Replace keys with credentials you can issue and revoke in seconds. Our access control systems record every entry, restrict doors by schedule and role, and integrate with your cameras so each event comes with video.',
    features: [
      'Card, key fob, PIN and mobile credentials',
      'Door schedules and role-based permissions',
      'Complete entry logs and reports',
      'Video linked to every door event',
      'Intercoms and visitor management',
    ],
    featuredOnHome: true,
  },
];

export type Industry = {
  slug: IndustrySlug;
  name: string;
  icon: string;
  /** One sentence, for the industry cards on the Services page. */
  summary: string;
  lead: string;
  intro: string;
  challenges: readonly { title: string; text: string }[];
  solutions: readonly { title: string; text: string; serviceId: ServiceId }[];
};

export const INDUSTRIES: readonly Industry[] = [
  {
    slug: 'residential',
    name: 'Residential',
    icon: 'house-door',
    summary: 'Protection for homes, families and rental properties.',
    lead: 'Peace of mind at home, whether you are in the living room or across the country.',
    intro:
      'Homes are most at risk when nobody is there: during the workday, on vacation or between tenants. We design systems that are simple for the whole family to use, look tidy on your walls and keep you informed from your phone.',
    challenges: [
      {
        title: 'Package theft and porch visitors',
        text: 'Deliveries left at the door are an easy target, and you often do not know who rang the bell.',
      },
      {
        title: 'Break-ins while you are away',
        text: 'Most residential burglaries happen during the day, through a door or ground-floor window.',
      },
      {
        title: 'Systems that are hard to use',
        text: 'An alarm nobody remembers how to arm protects nothing. Everyone in the house needs to be comfortable with it.',
      },
      {
        title: 'Fire, smoke and water damage',
        text: 'Not every emergency is an intruder. Leaks and smoke do the most damage when nobody notices them.',
      },
    ],
    solutions: [
      {
        title: 'Doorbell and perimeter cameras',
        text: 'See who is at the door and record every approach to the house, day or night.',
        serviceId: 'cctv-installation',
      },
      {
        title: 'Smart alarm system',
        text: 'Door, window and motion sensors you arm from a keypad or your phone, with alerts to the whole family.',
        serviceId: 'alarm-systems',
      },
      {
        title: 'Phone app monitoring',
        text: 'Check in on your home, pets and deliveries from anywhere, with alerts only when a person shows up.',
        serviceId: 'remote-monitoring',
      },
      {
        title: 'Environmental sensors',
        text: 'Smoke, carbon monoxide and water-leak sensors that warn you before a small problem becomes a big one.',
        serviceId: 'alarm-systems',
      },
    ],
  },
  {
    slug: 'commercial',
    name: 'Commercial',
    icon: 'building',
    summary: 'Warehouses, workshops, offices and multi-tenant buildings.',
    lead: 'Protect your premises, stock and people without slowing down the work.',
    intro:
      'Commercial sites combine large areas, many entrances and valuable equipment, often with nobody on site overnight. We build systems that cover the whole property, control who comes and goes and give managers the evidence they need when something goes wrong.',
    challenges: [
      {
        title: 'Large perimeters and parking lots',
        text: 'Yards, loading docks and lots are hard to watch and easy to approach unseen after hours.',
      },
      {
        title: 'After-hours intrusion',
        text: 'Empty buildings at night and on weekends attract theft, vandalism and copper stripping.',
      },
      {
        title: 'Keys you cannot account for',
        text: 'Lost and copied keys mean re-keying whenever an employee or contractor leaves.',
      },
      {
        title: 'Liability and insurance claims',
        text: 'Without clear footage it is hard to resolve slip-and-fall claims, disputes and damage reports.',
      },
    ],
    solutions: [
      {
        title: 'Perimeter and yard cameras',
        text: 'Long-range and license-plate cameras covering gates, docks and parking areas.',
        serviceId: 'cctv-installation',
      },
      {
        title: 'Access control',
        text: 'Cards and fobs you issue and revoke in seconds, with door schedules and entry logs.',
        serviceId: 'access-control',
      },
      {
        title: 'Monitored intrusion alarms',
        text: 'Alarms that reach a monitoring center and your managers the moment a zone is breached.',
        serviceId: 'alarm-systems',
      },
      {
        title: 'Recording sized for evidence',
        text: 'Video retained long enough to support insurance claims and investigations.',
        serviceId: 'digital-video-recorders',
      },
    ],
  },
  {
    slug: 'retail',
    name: 'Retail',
    icon: 'shop',
    summary: 'Stores, restaurants and shopping centers.',
    lead: 'Reduce shrink, protect staff and keep an eye on every register.',
    intro:
      'Retailers lose money to shoplifting, employee theft and organized crime, and store staff deserve to feel safe at closing time. We help you see the sales floor, the registers and the back door, and give you footage that stands up when you need it.',
    challenges: [
      {
        title: 'Shoplifting and organized retail crime',
        text: 'Repeat offenders and groups target high-value items and blind spots on the sales floor.',
      },
      {
        title: 'Register and stockroom losses',
        text: 'Cash discrepancies and missing stock are hard to investigate without a record of what happened.',
      },
      {
        title: 'Staff safety at opening and closing',
        text: 'Employees handling cash alone at the start and end of the day are at the greatest risk.',
      },
      {
        title: 'Several stores to oversee',
        text: 'Owners and district managers cannot be in every location at once.',
      },
    ],
    solutions: [
      {
        title: 'Sales floor and register cameras',
        text: 'Overlapping views of aisles, entrances and every point of sale, including high-value displays.',
        serviceId: 'cctv-installation',
      },
      {
        title: 'Multi-store remote viewing',
        text: 'Check any store from one app, and get alerts for after-hours activity.',
        serviceId: 'remote-monitoring',
      },
      {
        title: 'Panic buttons and alarms',
        text: 'Discreet hold-up buttons and intrusion alarms for opening and closing routines.',
        serviceId: 'alarm-systems',
      },
      {
        title: 'Stockroom access control',
        text: 'Limit back rooms and cash offices to the staff who need them, with a log of every entry.',
        serviceId: 'access-control',
      },
    ],
  },
  {
    slug: 'corporate',
    name: 'Corporate',
    icon: 'briefcase',
    summary: 'Corporate offices, campuses and data rooms.',
    lead: 'Security that protects people and information while keeping the workplace welcoming.',
    intro:
      'Corporate offices need to be open to employees and visitors while keeping server rooms, executive floors and confidential records secure. We design integrated systems that fit your IT policies, your compliance requirements and your building.',
    challenges: [
      {
        title: 'Visitors and tailgating',
        text: 'Guests, couriers and contractors need a controlled way in, and doors propped open defeat the system.',
      },
      {
        title: 'Sensitive rooms and data',
        text: 'Server rooms, records storage and executive areas require stricter access than the rest of the office.',
      },
      {
        title: 'Audit and compliance',
        text: 'Auditors and insurers ask who had access, when, and how you know.',
      },
      {
        title: 'IT security of the system itself',
        text: 'Cameras and controllers on the corporate network must not become a way in for attackers.',
      },
    ],
    solutions: [
      {
        title: 'Role-based access control',
        text: 'Badges and mobile credentials with permissions by department, floor and time of day.',
        serviceId: 'access-control',
      },
      {
        title: 'Lobby and entrance cameras',
        text: 'Clear coverage of reception, elevators and entrances, linked to door events.',
        serviceId: 'cctv-installation',
      },
      {
        title: 'Secure recording and retention',
        text: 'Encrypted recorders on an isolated network, with retention set to your policy.',
        serviceId: 'digital-video-recorders',
      },
      {
        title: 'Maintenance plan',
        text: 'Scheduled firmware updates and inspections so the system stays patched and working.',
        serviceId: 'maintenance-support',
      },
    ],
  },
];

export const PROCESS_STEPS = [
  {
    title: 'Consultation',
    icon: 'chat-dots',
    text: 'We visit your property or talk it through by phone to learn what you need to protect and why.',
  },
  {
    title: 'Proposal',
    icon: 'file-earmark-text',
    text: 'You receive a written proposal with the equipment, camera placements and a fixed price.',
  },
  {
    title: 'Installation',
    icon: 'tools',
    text: 'Our licensed technicians install and test everything, then show you how to use it.',
  },
  {
    title: 'Support',
    icon: 'headset',
    text: 'We stay available for questions, maintenance and repairs for as long as you have the system.',
  },
] as const;

export const WHY_CHOOSE_US = [
  {
    title: 'Advanced Security',
    icon: 'shield-check',
    text: 'Current-generation cameras, sensors and access control, chosen for reliability rather than for the lowest price.',
  },
  {
    title: 'Professional Installation',
    icon: 'person-gear',
    text: 'Our own trained, background-checked technicians do the work, with clean cabling and a walk-through when they finish.',
  },
  {
    title: 'Remote Monitoring',
    icon: 'phone',
    text: 'Live video and instant alerts on your phone, plus optional 24/7 professional monitoring.',
  },
] as const;

export const CORE_VALUES = [
  {
    title: 'Integrity',
    icon: 'hand-thumbs-up',
    text: 'We recommend what you need, not what earns us the most. Our quotes are itemized and our prices are fixed before work begins.',
  },
  {
    title: 'Craftsmanship',
    icon: 'gem',
    text: 'Clean cable runs, level mounts and properly labeled equipment. We install every system as if it were in our own home.',
  },
  {
    title: 'Responsiveness',
    icon: 'lightning-charge',
    text: 'Security problems cannot wait. We answer the phone, return messages the same business day and prioritize repairs.',
  },
] as const;

export const FAQ = [
  {
    question: 'Is the site survey really free?',
    answer:
      'Yes. A technician visits your property, assesses entry points and coverage, and gives you a written recommendation. There is no charge and no obligation to buy.',
  },
  {
    question: 'How long does an installation take?',
    answer:
      'Most homes and small businesses are finished in one day. Larger commercial projects are scheduled in phases, and we agree on the timeline in the proposal before any work starts.',
  },
  {
    question: 'Can I watch my cameras from my phone?',
    answer:
      'Yes. Every system we install can be viewed live and played back from a phone, tablet or computer, and we set up the app with you before we leave.',
  },
  {
    question: 'Do you work on systems installed by another company?',
    answer:
      'In most cases, yes. We can inspect, repair and upgrade existing systems. After an inspection we will tell you honestly what can be reused and what needs replacing.',
  },
  {
    question: 'What warranty do you offer?',
    answer:
      'Equipment carries the manufacturer’s warranty, typically two to three years, and our installation workmanship is covered for one year from the installation date.',
  },
  {
    question: 'Do I need professional monitoring?',
    answer:
      'No. Many customers monitor their own systems through the app. Professional monitoring adds a 24/7 monitoring center that responds to alarms and can contact emergency services for you.',
  },
] as const;
