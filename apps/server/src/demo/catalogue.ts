// Demo catalogue of SecureVision Security: the categories and products a fresh shop is
// seeded with. Pure data; the pictures are drawn from `art` by product-art.ts.

export type ProductArt = {
  kind:
    | 'dome'
    | 'bullet'
    | 'turret'
    | 'ptz'
    | 'fisheye'
    | 'doorbell'
    | 'nvr'
    | 'dvr'
    | 'alarm-panel'
    | 'keypad'
    | 'motion-sensor'
    | 'door-contact'
    | 'siren'
    | 'card-reader'
    | 'smart-lock'
    | 'intercom'
    | 'poe-switch'
    | 'cable'
    | 'mount'
    | 'hard-drive'
    | 'power-supply'
    | 'monitor';
  /** body colour, hex like '#e8eaed' */
  body: string;
  /** accent colour, hex */
  accent: string;
};

export type DemoCategory = { slug: string; name: string; description: string };

export type DemoPackage = { name: string; priceCents: number | null; features: string[] };

export type DemoProduct = {
  /** unique, uppercase, like 'SV-IPC-D4MP' */
  sku: string;
  name: string;
  /** one of the DEMO_CATEGORIES slugs */
  categorySlug: string;
  description: string;
  /** null: quote-only product ("Request a Quote") */
  priceCents: number | null;
  stock: number;
  /** 0..5, one decimal */
  rating: number;
  reviewCount: number;
  features: string[];
  specs: Record<string, string>;
  /** The warranty a unit is sold with, in months; absent: the shop's default (12). */
  warrantyMonths?: number;
  /** the first is always 'Standard' at the product price */
  packages: DemoPackage[];
  /** SKUs of other demo products */
  compatibleWith: string[];
  art: ProductArt;
};

export const DEMO_CATEGORIES: DemoCategory[] = [
  {
    slug: 'ip-cameras',
    name: 'IP Cameras',
    description:
      'PoE dome, bullet, turret and fisheye cameras from 2MP to 4K with night vision, smart motion detection and weatherproof housings.',
  },
  {
    slug: 'ptz-cameras',
    name: 'PTZ Cameras',
    description:
      'Pan-tilt-zoom cameras with optical zoom and auto-tracking to follow people and vehicles across parking lots, yards and warehouses.',
  },
  {
    slug: 'recorders',
    name: 'NVRs & DVRs',
    description:
      'Network and hybrid video recorders with built-in PoE, surveillance-grade storage and remote viewing from the SecureVision app.',
  },
  {
    slug: 'alarm-systems',
    name: 'Alarm Systems',
    description:
      'Wireless intrusion alarm panels, keypads, motion detectors, door contacts and sirens for homes and businesses.',
  },
  {
    slug: 'access-control',
    name: 'Access Control',
    description:
      'Card readers, smart locks and door controllers to decide who gets in, where and when, with a full audit trail.',
  },
  {
    slug: 'video-doorbells-intercoms',
    name: 'Doorbells & Intercoms',
    description:
      'Video doorbells and IP intercoms to see and speak with visitors from your phone or an indoor station.',
  },
  {
    slug: 'accessories',
    name: 'Accessories',
    description:
      'Cables, mounts, PoE switches, surveillance hard drives, power supplies and monitors to complete your installation.',
  },
];

/**
 * The demo's products sold by count, not by serial number: cables, mounts and the power
 * supply box. Every other demo product (cameras, recorders, panels, sensors, readers, drives,
 * switches, monitors) is tracked by serial once the demo warehouse shelves it.
 */
const COUNTED_KINDS: ReadonlySet<ProductArt['kind']> = new Set(['cable', 'mount', 'power-supply']);
export const isDemoSerialTracked = (product: DemoProduct) => !COUNTED_KINDS.has(product.art.kind);

export const DEMO_PRODUCTS: DemoProduct[] = [
  // ---------------------------------------------------------------- IP cameras
  {
    sku: 'SV-IPC-D4MP',
    name: 'SecureVision 4MP Dome Camera with Night Vision',
    categorySlug: 'ip-cameras',
    description:
      'A discreet vandal-resistant dome for hallways, lobbies and porches. The 4MP sensor and 2.8 mm lens cover a wide field of view, and smart IR keeps faces readable up to 100 ft in total darkness. One PoE cable carries power and video.',
    priceCents: 12999,
    stock: 142,
    rating: 4.6,
    reviewCount: 318,
    features: [
      '4MP (2560×1440) sensor with 120 dB true WDR',
      'Smart IR night vision up to 100 ft',
      'IK10 vandal-resistant, IP67 weatherproof housing',
      'Human and vehicle detection to cut false alerts',
      'Power over Ethernet (802.3af)',
    ],
    specs: {
      Resolution: '4MP (2560×1440)',
      Lens: '2.8 mm fixed, 103° horizontal',
      'IR Range': '100 ft',
      Storage: 'microSD up to 256 GB',
      Power: 'PoE 802.3af or 12 V DC, 6 W max',
      Weatherproof: 'IP67, IK10',
      'Operating Temperature': '-22°F to 140°F',
    },
    warrantyMonths: 36,
    packages: [
      { name: 'Standard', priceCents: 12999, features: ['Camera', 'Mounting template and screws'] },
      {
        name: 'Professional Install',
        priceCents: 27999,
        features: ['Camera', 'On-site installation by a certified technician', 'App setup'],
      },
      {
        name: 'Pro Bundle',
        priceCents: 17999,
        features: ['Camera', 'Junction box mount', '100 ft outdoor Cat6 cable'],
      },
    ],
    compatibleWith: ['SV-NVR-8P', 'SV-NVR-16P', 'SV-ACS-JB', 'SV-ACS-CAT6-100', 'SV-ACS-POE8'],
    art: { kind: 'dome', body: '#eef0f3', accent: '#1f6feb' },
  },
  {
    sku: 'SV-IPC-D8MP-VF',
    name: 'SecureVision 4K Varifocal Dome Camera',
    categorySlug: 'ip-cameras',
    description:
      'Motorized 2.8–12 mm zoom lets you frame a doorway or a whole loading dock from the app after mounting. The 8MP sensor resolves license plates and faces at distance, and the dark housing blends into storefronts.',
    priceCents: 28999,
    stock: 64,
    rating: 4.7,
    reviewCount: 142,
    features: [
      '8MP 4K Ultra HD resolution',
      'Motorized 2.8–12 mm varifocal lens with remote zoom and focus',
      'Smart IR up to 165 ft',
      'Line crossing and intrusion zone analytics',
      'IP67 and IK10 rated',
    ],
    specs: {
      Resolution: '8MP (3840×2160)',
      Lens: '2.8–12 mm motorized varifocal',
      'IR Range': '165 ft',
      Storage: 'microSD up to 512 GB',
      Power: 'PoE 802.3af, 11 W max',
      Weatherproof: 'IP67, IK10',
      Compression: 'H.265+ / H.264',
    },
    warrantyMonths: 36,
    packages: [
      { name: 'Standard', priceCents: 28999, features: ['Camera', 'Mounting template and screws'] },
      {
        name: 'Professional Install',
        priceCents: 43999,
        features: ['Camera', 'On-site installation and lens framing', 'App setup'],
      },
    ],
    compatibleWith: ['SV-NVR-16P', 'SV-NVR-32E', 'SV-ACS-JB', 'SV-ACS-POE16'],
    art: { kind: 'dome', body: '#2b2f36', accent: '#f59e0b' },
  },
  {
    sku: 'SV-IPC-MINI-2MP',
    name: 'SecureVision 2MP Mini Dome Camera',
    categorySlug: 'ip-cameras',
    description:
      'A compact 1080p dome for offices, retail aisles and apartments. It installs in minutes on any ceiling and records crisp color video in daylight and clear black-and-white footage at night.',
    priceCents: 8900,
    stock: 188,
    rating: 4.2,
    reviewCount: 97,
    features: [
      '1080p Full HD video',
      'IR night vision up to 65 ft',
      'Built-in microphone',
      'Low-profile 3.5 in housing',
    ],
    specs: {
      Resolution: '2MP (1920×1080)',
      Lens: '2.8 mm fixed',
      'IR Range': '65 ft',
      Storage: 'microSD up to 128 GB',
      Power: 'PoE 802.3af, 4 W max',
      Weatherproof: 'Indoor use',
    },
    warrantyMonths: 24,
    packages: [
      { name: 'Standard', priceCents: 8900, features: ['Camera', 'Mounting screws'] },
      {
        name: 'Professional Install',
        priceCents: 20900,
        features: ['Camera', 'On-site installation', 'App setup'],
      },
    ],
    compatibleWith: ['SV-NVR-4P-MINI', 'SV-NVR-8P', 'SV-ACS-CAT6-100'],
    art: { kind: 'dome', body: '#f5f1ea', accent: '#0ea5e9' },
  },
  {
    sku: 'SV-IPC-B4MP',
    name: 'SecureVision 4MP Bullet Camera with 100 ft IR',
    categorySlug: 'ip-cameras',
    description:
      'A classic outdoor bullet that makes it obvious the property is protected. The built-in sun shield keeps glare off the lens, and the three-axis bracket aims it at driveways, gates and fence lines.',
    priceCents: 11999,
    stock: 126,
    rating: 4.5,
    reviewCount: 264,
    features: [
      '4MP sensor with true WDR for backlit scenes',
      'Dual IR LEDs reach 100 ft',
      'Integrated sun shield and cable management',
      'IP67 weatherproof aluminum housing',
      'Human and vehicle detection',
    ],
    specs: {
      Resolution: '4MP (2560×1440)',
      Lens: '4 mm fixed, 87° horizontal',
      'IR Range': '100 ft',
      Storage: 'microSD up to 256 GB',
      Power: 'PoE 802.3af or 12 V DC, 7 W max',
      Weatherproof: 'IP67',
      'Operating Temperature': '-22°F to 140°F',
    },
    warrantyMonths: 36,
    packages: [
      { name: 'Standard', priceCents: 11999, features: ['Camera', 'Mounting template and screws'] },
      {
        name: 'Professional Install',
        priceCents: 26999,
        features: ['Camera', 'On-site installation', 'Weatherproof cable sealing'],
      },
      {
        name: 'Pro Bundle',
        priceCents: 16999,
        features: ['Camera', 'Junction box mount', '100 ft outdoor Cat6 cable'],
      },
    ],
    compatibleWith: ['SV-NVR-8P', 'SV-NVR-16P', 'SV-ACS-JB', 'SV-ACS-CAT6-100'],
    art: { kind: 'bullet', body: '#eceef1', accent: '#1f6feb' },
  },
  {
    sku: 'SV-IPC-B8MP-LPR',
    name: 'SecureVision 4K License Plate Recognition Bullet Camera',
    categorySlug: 'ip-cameras',
    description:
      'Purpose-built to read license plates at gates, parking entrances and drive-throughs at speeds up to 40 mph. On-board recognition logs every plate with a snapshot and can trigger the gate for allow-listed vehicles.',
    priceCents: 54900,
    stock: 38,
    rating: 4.8,
    reviewCount: 61,
    features: [
      'On-board license plate recognition for US and Canadian plates',
      '8–32 mm motorized lens for capture up to 100 ft',
      'Allow list and deny list with alarm outputs',
      'Global shutter mode for moving vehicles',
      '850 nm IR optimized for reflective plates',
    ],
    specs: {
      Resolution: '8MP (3840×2160)',
      Lens: '8–32 mm motorized varifocal',
      'IR Range': '165 ft',
      'Capture Speed': 'Up to 40 mph',
      Storage: 'microSD up to 512 GB',
      Power: 'PoE+ 802.3at or 12 V DC, 18 W max',
      Weatherproof: 'IP67',
    },
    warrantyMonths: 36,
    packages: [
      { name: 'Standard', priceCents: 54900, features: ['Camera', 'Wall bracket'] },
      {
        name: 'Professional Install',
        priceCents: 84900,
        features: ['Camera', 'On-site installation', 'Capture angle tuning and plate list setup'],
      },
    ],
    compatibleWith: ['SV-NVR-16P', 'SV-NVR-32E', 'SV-VMS-ENT', 'SV-ACS-WM', 'SV-ACS-POE16'],
    art: { kind: 'bullet', body: '#23272e', accent: '#22c55e' },
  },
  {
    sku: 'SV-IPC-TH-PER',
    name: 'SecureVision Perimeter Thermal Bi-Spectrum Camera',
    categorySlug: 'ip-cameras',
    description:
      'Detects intruders by body heat along fence lines, solar farms and substations, in fog, smoke or complete darkness. A thermal and a 4MP visible sensor share one housing, and deep-learning analytics filter out animals and swaying vegetation. Sized and priced per site after a perimeter survey.',
    priceCents: null,
    stock: 12,
    rating: 4.9,
    reviewCount: 14,
    features: [
      '384×288 thermal sensor plus 4MP visible sensor',
      'Human and vehicle detection up to 1,300 ft',
      'Fire and temperature anomaly alarms',
      'Strobe and audio deterrence',
      'NDAA-compliant components',
    ],
    specs: {
      'Thermal Resolution': '384×288, 12 µm',
      'Visible Resolution': '4MP (2560×1440)',
      Lens: '15 mm thermal / 8 mm visible',
      'Detection Range': 'Up to 1,300 ft (human)',
      Power: 'PoE+ 802.3at or 24 V AC, 22 W max',
      Weatherproof: 'IP67, -40°F to 149°F',
    },
    warrantyMonths: 60,
    packages: [
      { name: 'Standard', priceCents: null, features: ['Camera', 'Pole mount adapter'] },
      {
        name: 'Site Survey & Install',
        priceCents: null,
        features: ['Perimeter survey', 'Camera placement plan', 'Installation and calibration'],
      },
    ],
    compatibleWith: ['SV-NVR-32E', 'SV-VMS-ENT', 'SV-ACS-POE16'],
    art: { kind: 'bullet', body: '#6b7280', accent: '#ef4444' },
  },
  {
    sku: 'SV-IPC-T4MP',
    name: 'SecureVision 4MP Turret Camera with Night Vision',
    categorySlug: 'ip-cameras',
    description:
      'Our best-selling all-rounder. The eyeball design has no glass dome in front of the lens, so there is no IR reflection at night, and it mounts on walls or eaves without a bracket.',
    priceCents: 10999,
    stock: 196,
    rating: 4.7,
    reviewCount: 387,
    features: [
      '4MP sensor with 120 dB true WDR',
      'Smart IR up to 100 ft without dome glare',
      'Human and vehicle detection',
      'IP67 weatherproof',
      'Single-cable PoE installation',
    ],
    specs: {
      Resolution: '4MP (2560×1440)',
      Lens: '2.8 mm fixed, 103° horizontal',
      'IR Range': '100 ft',
      Storage: 'microSD up to 256 GB',
      Power: 'PoE 802.3af or 12 V DC, 6 W max',
      Weatherproof: 'IP67',
    },
    warrantyMonths: 36,
    packages: [
      { name: 'Standard', priceCents: 10999, features: ['Camera', 'Mounting template and screws'] },
      {
        name: 'Professional Install',
        priceCents: 25999,
        features: ['Camera', 'On-site installation', 'App setup'],
      },
      {
        name: 'Pro Bundle',
        priceCents: 15999,
        features: ['Camera', 'Junction box mount', '100 ft outdoor Cat6 cable'],
      },
    ],
    compatibleWith: ['SV-NVR-4P-MINI', 'SV-NVR-8P', 'SV-NVR-16P', 'SV-ACS-JB', 'SV-ACS-POE8'],
    art: { kind: 'turret', body: '#f3f4f6', accent: '#1f6feb' },
  },
  {
    sku: 'SV-IPC-T8MP-CV',
    name: 'SecureVision 4K Full-Color Night Vision Turret Camera',
    categorySlug: 'ip-cameras',
    description:
      'A large-aperture F1.0 lens and a warm white spotlight keep video in full color after dark, so you can tell the color of a jacket or a car. Active deterrence flashes the light and plays a warning when someone lingers.',
    priceCents: 19999,
    stock: 87,
    rating: 4.6,
    reviewCount: 176,
    features: [
      '8MP 4K with F1.0 aperture',
      'Full-color night vision with warm white light up to 100 ft',
      'Active deterrence: strobe and two-way audio',
      'Human and vehicle detection',
      'IP67 weatherproof',
    ],
    specs: {
      Resolution: '8MP (3840×2160)',
      Lens: '4 mm fixed, F1.0',
      'Light Range': '100 ft warm white',
      Audio: 'Built-in microphone and speaker',
      Storage: 'microSD up to 512 GB',
      Power: 'PoE 802.3af, 10 W max',
      Weatherproof: 'IP67',
    },
    warrantyMonths: 36,
    packages: [
      { name: 'Standard', priceCents: 19999, features: ['Camera', 'Mounting template and screws'] },
      {
        name: 'Professional Install',
        priceCents: 34999,
        features: ['Camera', 'On-site installation', 'Deterrence rules setup'],
      },
    ],
    compatibleWith: ['SV-NVR-8P', 'SV-NVR-16P', 'SV-ACS-JB', 'SV-ACS-POE8'],
    art: { kind: 'turret', body: '#1f2329', accent: '#f59e0b' },
  },
  {
    sku: 'SV-IPC-T4MP-AUD',
    name: 'SecureVision 4MP Turret Camera with Two-Way Audio',
    categorySlug: 'ip-cameras',
    description:
      'Talk to delivery drivers or warn off trespassers straight from the app. This turret adds a speaker and noise-cancelling microphone to our 4MP night-vision camera.',
    priceCents: 14999,
    stock: 6,
    rating: 4.4,
    reviewCount: 58,
    features: [
      'Two-way audio with noise cancellation',
      '4MP sensor with smart IR up to 100 ft',
      'Pre-recorded warning messages',
      'IP66 weatherproof',
    ],
    specs: {
      Resolution: '4MP (2560×1440)',
      Lens: '2.8 mm fixed',
      'IR Range': '100 ft',
      Audio: 'Built-in microphone and 1 W speaker',
      Storage: 'microSD up to 256 GB',
      Power: 'PoE 802.3af, 7 W max',
      Weatherproof: 'IP66',
    },
    warrantyMonths: 36,
    packages: [
      { name: 'Standard', priceCents: 14999, features: ['Camera', 'Mounting template and screws'] },
      {
        name: 'Professional Install',
        priceCents: 29999,
        features: ['Camera', 'On-site installation', 'Audio message setup'],
      },
    ],
    compatibleWith: ['SV-NVR-8P', 'SV-NVR-16P', 'SV-ACS-JB'],
    art: { kind: 'turret', body: '#d9dde3', accent: '#14b8a6' },
  },
  {
    sku: 'SV-IPC-F12MP',
    name: 'SecureVision 12MP 360° Fisheye Camera',
    categorySlug: 'ip-cameras',
    description:
      'One ceiling camera covers an entire room, shop floor or lobby with no blind spots. Dewarp the view into panoramic or quad views live or on playback, and count people crossing virtual lines.',
    priceCents: 44900,
    stock: 0,
    rating: 4.3,
    reviewCount: 39,
    features: [
      '12MP sensor with 360° panoramic coverage',
      'Live and playback dewarping (panorama, quad, PTZ views)',
      'People counting and heat maps',
      'IR night vision up to 50 ft',
      'IK10 vandal-resistant',
    ],
    specs: {
      Resolution: '12MP (4000×3000)',
      Lens: '1.16 mm fisheye, 360°',
      'IR Range': '50 ft',
      Storage: 'microSD up to 256 GB',
      Power: 'PoE 802.3af, 9 W max',
      Weatherproof: 'IP66, IK10',
    },
    warrantyMonths: 36,
    packages: [
      { name: 'Standard', priceCents: 44900, features: ['Camera', 'Mounting template and screws'] },
      {
        name: 'Professional Install',
        priceCents: 62900,
        features: ['Camera', 'On-site ceiling installation', 'Dewarp and analytics setup'],
      },
    ],
    compatibleWith: ['SV-NVR-16P', 'SV-NVR-32E', 'SV-VMS-ENT', 'SV-ACS-POE16'],
    art: { kind: 'fisheye', body: '#f1f3f5', accent: '#6366f1' },
  },
  {
    sku: 'SV-IPC-F5MP-MINI',
    name: 'SecureVision 5MP Compact Fisheye Camera',
    categorySlug: 'ip-cameras',
    description:
      'A slim 360° camera for small stores, waiting rooms and elevator lobbies. The flush 4.7 in housing sits almost level with the ceiling.',
    priceCents: 24999,
    stock: 44,
    rating: 4.1,
    reviewCount: 22,
    features: [
      '5MP 360° coverage',
      'Dewarping in the SecureVision app',
      'Built-in microphone',
      'Flush low-profile housing',
    ],
    specs: {
      Resolution: '5MP (2592×1944)',
      Lens: '1.05 mm fisheye',
      'IR Range': '33 ft',
      Storage: 'microSD up to 256 GB',
      Power: 'PoE 802.3af, 5 W max',
      Weatherproof: 'Indoor use',
    },
    warrantyMonths: 36,
    packages: [
      { name: 'Standard', priceCents: 24999, features: ['Camera', 'Mounting screws'] },
      {
        name: 'Professional Install',
        priceCents: 38999,
        features: ['Camera', 'On-site installation', 'Dewarp setup'],
      },
    ],
    compatibleWith: ['SV-NVR-4P-MINI', 'SV-NVR-8P', 'SV-ACS-POE8'],
    art: { kind: 'fisheye', body: '#30353d', accent: '#38bdf8' },
  },

  // --------------------------------------------------------------- PTZ cameras
  {
    sku: 'SV-PTZ-4MP-25X',
    name: 'SecureVision 4MP 25x PTZ Camera with Auto-Tracking',
    categorySlug: 'ptz-cameras',
    description:
      'Covers a whole parking lot or yard from one pole. The 25x optical zoom reads details at 500 ft, and auto-tracking locks onto a person or vehicle and follows it across the scene.',
    priceCents: 79900,
    stock: 23,
    rating: 4.7,
    reviewCount: 88,
    features: [
      '25x optical zoom, 4.8–120 mm',
      'AI auto-tracking of people and vehicles',
      'Smart IR up to 500 ft',
      '360° endless pan, up to 300 presets',
      'IP66 with built-in heater',
    ],
    specs: {
      Resolution: '4MP (2560×1440)',
      Lens: '4.8–120 mm, 25x optical',
      'IR Range': '500 ft',
      'Pan/Tilt': '360° endless / -15° to 90°',
      Power: 'PoE++ 802.3bt or 24 V AC, 45 W max',
      Weatherproof: 'IP66, TVS 6000 V surge protection',
    },
    warrantyMonths: 36,
    packages: [
      { name: 'Standard', priceCents: 79900, features: ['Camera', 'Wall mount bracket'] },
      {
        name: 'Professional Install',
        priceCents: 119900,
        features: ['Camera', 'On-site installation', 'Preset tours and tracking setup'],
      },
      {
        name: 'Pro Bundle',
        priceCents: 92900,
        features: ['Camera', 'Pole mount adapter', 'PoE++ injector'],
      },
    ],
    compatibleWith: ['SV-NVR-16P', 'SV-NVR-32E', 'SV-VMS-ENT', 'SV-ACS-POE16'],
    art: { kind: 'ptz', body: '#f2f3f5', accent: '#1f6feb' },
  },
  {
    sku: 'SV-PTZ-2MP-4X',
    name: 'SecureVision 2MP 4x Mini PTZ Camera',
    categorySlug: 'ptz-cameras',
    description:
      'A compact PTZ for shops, offices and small warehouses. Pan, tilt and zoom in from your phone, or set patrol presets that sweep the room on a schedule.',
    priceCents: 34999,
    stock: 57,
    rating: 4.3,
    reviewCount: 73,
    features: [
      '4x optical zoom',
      'Preset patrols and scheduled tours',
      'IR night vision up to 100 ft',
      'Compact 5 in housing for indoor and outdoor use',
    ],
    specs: {
      Resolution: '2MP (1920×1080)',
      Lens: '2.8–12 mm, 4x optical',
      'IR Range': '100 ft',
      'Pan/Tilt': '355° / 0° to 90°',
      Power: 'PoE 802.3af or 12 V DC, 12 W max',
      Weatherproof: 'IP66',
    },
    warrantyMonths: 24,
    packages: [
      { name: 'Standard', priceCents: 34999, features: ['Camera', 'Wall mount bracket'] },
      {
        name: 'Professional Install',
        priceCents: 52999,
        features: ['Camera', 'On-site installation', 'Preset setup'],
      },
    ],
    compatibleWith: ['SV-NVR-8P', 'SV-NVR-16P', 'SV-ACS-POE8'],
    art: { kind: 'ptz', body: '#e4e7eb', accent: '#0ea5e9' },
  },
  {
    sku: 'SV-PTZ-4K-32X',
    name: 'SecureVision 4K 32x Long-Range PTZ Camera',
    categorySlug: 'ptz-cameras',
    description:
      'Our most capable priced PTZ for campuses, car dealerships and industrial yards. Laser-assisted focus keeps 32x zoom sharp instantly, and the 4K sensor captures plates and faces at long range day and night.',
    priceCents: 89900,
    stock: 14,
    rating: 4.8,
    reviewCount: 31,
    features: [
      '4K sensor with 32x optical zoom',
      'Laser-assisted autofocus',
      'Smart IR up to 650 ft',
      'Auto-tracking and perimeter analytics',
      'Wiper and heater for all-weather use',
    ],
    specs: {
      Resolution: '8MP (3840×2160)',
      Lens: '6.5–208 mm, 32x optical',
      'IR Range': '650 ft',
      'Pan/Tilt': '360° endless / -20° to 90°',
      Power: 'PoE++ 802.3bt or 24 V AC, 60 W max',
      Weatherproof: 'IP67',
    },
    warrantyMonths: 36,
    packages: [
      { name: 'Standard', priceCents: 89900, features: ['Camera', 'Wall mount bracket'] },
      {
        name: 'Professional Install',
        priceCents: 139900,
        features: ['Camera', 'On-site installation', 'Preset tours and tracking setup'],
      },
    ],
    compatibleWith: ['SV-NVR-32E', 'SV-NVR-64R', 'SV-VMS-ENT', 'SV-ACS-POE16'],
    art: { kind: 'ptz', body: '#2a2e35', accent: '#f97316' },
  },
  {
    sku: 'SV-PTZ-5MP-PT',
    name: 'SecureVision 5MP Pan-Tilt Outdoor Camera',
    categorySlug: 'ptz-cameras',
    description:
      'Pan 355° and tilt 90° to look around your yard from one spot. Dual lenses combine a wide overview with a zoomed detail view, both recorded at the same time.',
    priceCents: 22999,
    stock: 91,
    rating: 4.2,
    reviewCount: 156,
    features: [
      'Dual lens: wide overview plus 6x hybrid zoom',
      'Pan 355°, tilt 90°',
      'Color night vision with spotlights',
      'Two-way audio and siren',
      'Wi-Fi or PoE',
    ],
    specs: {
      Resolution: '5MP + 5MP',
      Lens: '2.8 mm + 8 mm',
      'IR Range': '100 ft',
      'Pan/Tilt': '355° / 90°',
      Storage: 'microSD up to 256 GB',
      Power: 'PoE 802.3af or 12 V DC',
      Weatherproof: 'IP66',
    },
    warrantyMonths: 24,
    packages: [
      { name: 'Standard', priceCents: 22999, features: ['Camera', 'Wall mount', 'Power adapter'] },
      {
        name: 'Professional Install',
        priceCents: 37999,
        features: ['Camera', 'On-site installation', 'App setup'],
      },
    ],
    compatibleWith: ['SV-NVR-4P-MINI', 'SV-NVR-8P', 'SV-ACS-PS12'],
    art: { kind: 'ptz', body: '#fafafa', accent: '#22c55e' },
  },
  {
    sku: 'SV-PTZ-LTE-SOL',
    name: 'SecureVision 4G LTE Solar PTZ Camera',
    categorySlug: 'ptz-cameras',
    description:
      'Watch construction sites, farms and remote gates where there is no power or internet. The solar panel and battery keep it running through cloudy weeks, and video streams over any US 4G LTE carrier.',
    priceCents: 64900,
    stock: 3,
    rating: 4.0,
    reviewCount: 27,
    features: [
      '4G LTE with nano-SIM (AT&T, Verizon, T-Mobile)',
      '60 W solar panel and 40 Ah battery',
      '4MP with 10x optical zoom',
      'PIR-triggered recording to save power',
      'Siren and strobe deterrence',
    ],
    specs: {
      Resolution: '4MP (2560×1440)',
      Lens: '4.8–48 mm, 10x optical',
      'IR Range': '165 ft',
      Connectivity: '4G LTE, Wi-Fi',
      Power: '60 W solar panel, 40 Ah battery',
      Storage: 'microSD up to 256 GB',
      Weatherproof: 'IP66',
    },
    warrantyMonths: 24,
    packages: [
      { name: 'Standard', priceCents: 64900, features: ['Camera', 'Solar panel', 'Pole mount'] },
      {
        name: 'Professional Install',
        priceCents: 94900,
        features: ['Camera and solar kit', 'On-site installation on your pole', 'LTE activation'],
      },
    ],
    compatibleWith: ['SV-VMS-ENT'],
    art: { kind: 'ptz', body: '#d6d3cc', accent: '#eab308' },
  },
  {
    sku: 'SV-PTZ-TH-DUAL',
    name: 'SecureVision Dual-Spectrum Thermal PTZ Camera',
    categorySlug: 'ptz-cameras',
    description:
      'A heavy-duty positioning system with a thermal imager and a 2MP 45x zoom camera for ports, pipelines and critical infrastructure. Radar-style slew-to-cue follows alarms from perimeter sensors automatically. Configured and priced per project.',
    priceCents: null,
    stock: 4,
    rating: 5.0,
    reviewCount: 6,
    features: [
      '640×512 thermal imager plus 2MP 45x optical zoom',
      'Slew-to-cue from perimeter sensors and radar',
      'Laser illumination up to 1,600 ft',
      'Gyro stabilization for tall poles',
      'Explosion-proof housing option',
    ],
    specs: {
      'Thermal Resolution': '640×512, 12 µm',
      'Visible Resolution': '2MP (1920×1080)',
      Lens: '6–270 mm, 45x optical',
      'Detection Range': 'Up to 1.2 miles (vehicle)',
      'Pan/Tilt': '360° endless / -90° to 90°',
      Power: '24 V AC, 150 W max',
      Weatherproof: 'IP67',
    },
    warrantyMonths: 60,
    packages: [
      { name: 'Standard', priceCents: null, features: ['Positioning system', 'Pole adapter'] },
      {
        name: 'Project Engineering',
        priceCents: null,
        features: ['Site survey', 'System design', 'Installation and commissioning'],
      },
    ],
    compatibleWith: ['SV-NVR-32E', 'SV-NVR-64R', 'SV-VMS-ENT'],
    art: { kind: 'ptz', body: '#8b9199', accent: '#ef4444' },
  },

  // ---------------------------------------------------------------- Recorders
  {
    sku: 'SV-NVR-4P-MINI',
    name: 'SecureVision 4-Channel Mini PoE NVR with 1TB',
    categorySlug: 'recorders',
    description:
      'The simplest way to record up to four cameras. Plug each camera into the built-in PoE ports and they are found, powered and recording automatically. Around three weeks of continuous 4MP recording on the included drive.',
    priceCents: 29900,
    stock: 73,
    rating: 4.4,
    reviewCount: 211,
    features: [
      '4 built-in PoE ports, plug-and-play',
      '1TB surveillance hard drive included',
      'Records up to 8MP per channel',
      'Remote viewing in the SecureVision app',
    ],
    specs: {
      Channels: '4',
      'PoE Ports': '4 (50 W total)',
      Storage: '1 SATA bay, 1TB included (up to 10TB)',
      'Recording Resolution': 'Up to 8MP',
      'Video Output': 'HDMI 4K, VGA',
      Power: '48 V DC, 60 W max',
    },
    warrantyMonths: 36,
    packages: [
      {
        name: 'Standard',
        priceCents: 29900,
        features: ['NVR with 1TB drive', 'Mouse', 'HDMI cable'],
      },
      {
        name: 'Professional Install',
        priceCents: 44900,
        features: ['NVR', 'On-site setup', 'Remote access configuration'],
      },
    ],
    compatibleWith: ['SV-IPC-D4MP', 'SV-IPC-T4MP', 'SV-IPC-MINI-2MP', 'SV-ACS-HDD4'],
    art: { kind: 'nvr', body: '#2b2f36', accent: '#22c55e' },
  },
  {
    sku: 'SV-NVR-8P',
    name: 'SecureVision 8-Channel 4K PoE NVR with 2TB',
    categorySlug: 'recorders',
    description:
      'The heart of most home and small business systems. Eight PoE ports power and record cameras up to 4K, smart search finds every person or vehicle in seconds, and push alerts reach your phone.',
    priceCents: 39999,
    stock: 118,
    rating: 4.6,
    reviewCount: 342,
    features: [
      '8 built-in PoE ports',
      '2TB surveillance drive included, up to 2 drives',
      'Smart search by person and vehicle',
      '4K HDMI output',
      'Free remote access, no monthly fees',
    ],
    specs: {
      Channels: '8',
      'PoE Ports': '8 (120 W total)',
      Storage: '2 SATA bays, 2TB included (up to 20TB)',
      'Recording Resolution': 'Up to 8MP',
      'Video Output': 'HDMI 4K, VGA',
      Power: '52 V DC, 150 W max',
    },
    warrantyMonths: 36,
    packages: [
      {
        name: 'Standard',
        priceCents: 39999,
        features: ['NVR with 2TB drive', 'Mouse', 'HDMI cable'],
      },
      {
        name: 'Professional Install',
        priceCents: 59999,
        features: ['NVR', 'On-site setup', 'Remote access configuration'],
      },
      {
        name: 'Pro Bundle',
        priceCents: 54999,
        features: ['NVR with 2TB drive', 'Extra 4TB surveillance drive', '22 in monitor'],
      },
    ],
    compatibleWith: [
      'SV-IPC-D4MP',
      'SV-IPC-B4MP',
      'SV-IPC-T4MP',
      'SV-IPC-T8MP-CV',
      'SV-ACS-HDD4',
      'SV-ACS-MON22',
    ],
    art: { kind: 'nvr', body: '#1f2329', accent: '#1f6feb' },
  },
  {
    sku: 'SV-NVR-16P',
    name: 'SecureVision 16-Channel 4K PoE NVR with 4TB',
    categorySlug: 'recorders',
    description:
      'Built for larger homes, retail and small campuses. Sixteen PoE ports, four drive bays and on-board face and plate search handle demanding systems without a separate switch.',
    priceCents: 74999,
    stock: 42,
    rating: 4.7,
    reviewCount: 129,
    features: [
      '16 built-in PoE ports',
      '4TB included, 4 drive bays up to 64TB',
      'Face and license plate search',
      'RAID 1 and RAID 5 support',
      'Dual gigabit network interfaces',
    ],
    specs: {
      Channels: '16',
      'PoE Ports': '16 (200 W total)',
      Storage: '4 SATA bays, 4TB included (up to 64TB)',
      'Recording Resolution': 'Up to 12MP',
      'Video Output': 'HDMI 4K, VGA',
      Network: '2 × Gigabit Ethernet',
      Power: '100–240 V AC, 240 W max',
    },
    warrantyMonths: 36,
    packages: [
      {
        name: 'Standard',
        priceCents: 74999,
        features: ['NVR with 4TB drive', 'Mouse', 'HDMI cable'],
      },
      {
        name: 'Professional Install',
        priceCents: 99999,
        features: ['NVR', 'On-site setup', 'RAID and remote access configuration'],
      },
      {
        name: 'Pro Bundle',
        priceCents: 99999,
        features: ['NVR with 4TB drive', 'Extra 8TB surveillance drive', '32 in 4K monitor'],
      },
    ],
    compatibleWith: [
      'SV-IPC-D8MP-VF',
      'SV-IPC-B8MP-LPR',
      'SV-IPC-F12MP',
      'SV-PTZ-4MP-25X',
      'SV-ACS-HDD8',
      'SV-ACS-MON32',
    ],
    art: { kind: 'nvr', body: '#e5e7eb', accent: '#0ea5e9' },
  },
  {
    sku: 'SV-NVR-32E',
    name: 'SecureVision 32-Channel Enterprise NVR',
    categorySlug: 'recorders',
    description:
      'A rack-mount recorder for schools, hospitals and multi-site businesses, with eight hot-swap bays, RAID 6 and redundant power supplies. Storage is sized to your camera count and retention policy, so every unit is quoted to order.',
    priceCents: null,
    stock: 9,
    rating: 4.8,
    reviewCount: 19,
    features: [
      '32 channels at up to 12MP',
      '8 hot-swap bays with RAID 0/1/5/6/10',
      'Redundant hot-swap power supplies',
      '400 Mbps incoming bandwidth',
      'Integrates with SecureVision Command VMS',
    ],
    specs: {
      Channels: '32',
      Storage: '8 hot-swap bays, up to 160TB',
      'Incoming Bandwidth': '400 Mbps',
      'Video Output': '2 × HDMI 4K, VGA',
      Network: '2 × Gigabit, 1 × 10 GbE SFP+',
      'Form Factor': '2U rack-mount',
      Power: 'Redundant 100–240 V AC',
    },
    warrantyMonths: 60,
    packages: [
      { name: 'Standard', priceCents: null, features: ['NVR', 'Rack rails', 'Storage as quoted'] },
      {
        name: 'Enterprise Support',
        priceCents: null,
        features: ['On-site commissioning', 'Next-business-day replacement', '24/7 phone support'],
      },
    ],
    compatibleWith: [
      'SV-IPC-D8MP-VF',
      'SV-IPC-B8MP-LPR',
      'SV-IPC-TH-PER',
      'SV-PTZ-4K-32X',
      'SV-PTZ-TH-DUAL',
      'SV-VMS-ENT',
    ],
    art: { kind: 'nvr', body: '#3a3f47', accent: '#f97316' },
  },
  {
    sku: 'SV-NVR-64R',
    name: 'SecureVision 64-Channel Rackmount NVR with RAID',
    categorySlug: 'recorders',
    description:
      'High-density recording for large sites that want a priced, ready-to-ship appliance. Sixteen bays, RAID 6 and hot spares protect months of footage from drive failures.',
    priceCents: 249900,
    stock: 0,
    rating: 4.5,
    reviewCount: 11,
    features: [
      '64 channels at up to 12MP',
      '16 hot-swap bays, RAID 5/6 with hot spare',
      '640 Mbps incoming bandwidth',
      'Redundant power supplies',
      '3U rack-mount chassis',
    ],
    specs: {
      Channels: '64',
      Storage: '16 hot-swap bays, up to 320TB',
      'Incoming Bandwidth': '640 Mbps',
      'Video Output': '2 × HDMI 4K',
      Network: '2 × 10 GbE',
      'Form Factor': '3U rack-mount',
      Power: 'Redundant 100–240 V AC',
    },
    warrantyMonths: 60,
    packages: [
      { name: 'Standard', priceCents: 249900, features: ['NVR without drives', 'Rack rails'] },
      {
        name: 'Professional Install',
        priceCents: 299900,
        features: ['NVR', 'Rack installation', 'RAID and camera configuration'],
      },
    ],
    compatibleWith: ['SV-PTZ-4K-32X', 'SV-PTZ-TH-DUAL', 'SV-ACS-HDD8', 'SV-VMS-ENT'],
    art: { kind: 'nvr', body: '#4b5563', accent: '#a855f7' },
  },
  {
    sku: 'SV-DVR-8H',
    name: 'SecureVision 8-Channel 5MP Hybrid DVR',
    categorySlug: 'recorders',
    description:
      'Upgrade an older coax system without pulling new cable. This hybrid DVR records existing analog and HD-TVI cameras over coax and adds IP cameras on the network side.',
    priceCents: 32999,
    stock: 35,
    rating: 4.2,
    reviewCount: 94,
    features: [
      'Works with HD-TVI, AHD, CVI and analog cameras',
      'Adds up to 4 extra IP cameras',
      '2TB surveillance drive included',
      'Human and vehicle detection on analog channels',
    ],
    specs: {
      Channels: '8 coax + 4 IP',
      'Video Inputs': '8 × BNC',
      Storage: '1 SATA bay, 2TB included (up to 10TB)',
      'Recording Resolution': 'Up to 5MP',
      'Video Output': 'HDMI, VGA',
      Power: '12 V DC, 20 W max',
    },
    warrantyMonths: 36,
    packages: [
      {
        name: 'Standard',
        priceCents: 32999,
        features: ['DVR with 2TB drive', 'Mouse', 'Power adapter'],
      },
      {
        name: 'Professional Install',
        priceCents: 49999,
        features: ['DVR', 'On-site swap of your old recorder', 'Remote access configuration'],
      },
    ],
    compatibleWith: ['SV-ACS-HDD4', 'SV-ACS-MON22', 'SV-ACS-PS12'],
    art: { kind: 'dvr', body: '#2b2f36', accent: '#1f6feb' },
  },
  {
    sku: 'SV-DVR-16H',
    name: 'SecureVision 16-Channel 4K Hybrid DVR',
    categorySlug: 'recorders',
    description:
      'Sixteen coax inputs at up to 4K plus eight IP channels for mixed sites moving to IP step by step. Two drive bays give months of retention.',
    priceCents: 59999,
    stock: 18,
    rating: 4.3,
    reviewCount: 47,
    features: [
      '16 coax channels up to 8MP',
      'Up to 8 additional IP cameras',
      '2 SATA bays, 4TB included',
      'Audio over coax',
    ],
    specs: {
      Channels: '16 coax + 8 IP',
      'Video Inputs': '16 × BNC',
      Storage: '2 SATA bays, 4TB included (up to 20TB)',
      'Recording Resolution': 'Up to 8MP',
      'Video Output': 'HDMI 4K, VGA',
      Power: '12 V DC, 40 W max',
    },
    warrantyMonths: 36,
    packages: [
      {
        name: 'Standard',
        priceCents: 59999,
        features: ['DVR with 4TB drive', 'Mouse', 'Power adapter'],
      },
      {
        name: 'Professional Install',
        priceCents: 84999,
        features: ['DVR', 'On-site installation', 'Remote access configuration'],
      },
    ],
    compatibleWith: ['SV-ACS-HDD4', 'SV-ACS-HDD8', 'SV-ACS-MON32'],
    art: { kind: 'dvr', body: '#d1d5db', accent: '#f59e0b' },
  },
  {
    sku: 'SV-VMS-ENT',
    name: 'SecureVision Command VMS Enterprise License',
    categorySlug: 'recorders',
    description:
      'Video management software that brings every camera, recorder and door across all your sites into one console with maps, alarms and video walls. Licensed per camera with annual support, and quoted for your deployment.',
    priceCents: null,
    stock: 100,
    rating: 4.6,
    reviewCount: 23,
    features: [
      'Unlimited sites, servers and clients',
      'Interactive maps and video walls',
      'Alarm management with operator workflows',
      'Access control and alarm panel integration',
      'Active Directory single sign-on',
    ],
    specs: {
      Licensing: 'Per camera channel, perpetual',
      'Supported Devices': 'SecureVision and ONVIF Profile S/T cameras',
      Clients: 'Windows desktop, web and mobile',
      Failover: 'Hot standby recording servers',
      'Software Updates': 'Included with annual support plan',
      Deployment: 'On-premises or private cloud',
    },
    packages: [
      {
        name: 'Standard',
        priceCents: null,
        features: ['Camera licenses as quoted', '1 year of updates'],
      },
      {
        name: 'Enterprise Support',
        priceCents: null,
        features: [
          'Deployment engineering',
          'Operator training',
          '24/7 support with 4-hour response',
        ],
      },
    ],
    compatibleWith: ['SV-NVR-32E', 'SV-NVR-64R', 'SV-ACC-ENT', 'SV-ALM-COM128', 'SV-ACS-MON32'],
    art: { kind: 'monitor', body: '#1f2329', accent: '#6366f1' },
  },

  // ------------------------------------------------------------ Alarm systems
  {
    sku: 'SV-ALM-HUB',
    name: 'SecureVision Guardian Alarm Hub',
    categorySlug: 'alarm-systems',
    description:
      'The control panel of the Guardian wireless alarm. It connects up to 100 sensors, arms and disarms from the touchscreen or app, and reaches you over Wi-Fi, Ethernet and a cellular backup if the internet goes down.',
    priceCents: 24999,
    stock: 67,
    rating: 4.5,
    reviewCount: 203,
    features: [
      '7 in touchscreen with arm, disarm and chime',
      'Up to 100 wireless sensors, range 2,000 ft',
      'Wi-Fi, Ethernet and LTE backup',
      '24-hour battery backup',
      'Optional 24/7 professional monitoring',
    ],
    specs: {
      Zones: 'Up to 100 wireless',
      Display: '7 in color touchscreen',
      Connectivity: 'Wi-Fi, Ethernet, LTE-M',
      'Wireless Range': 'Up to 2,000 ft open air',
      'Backup Battery': '24 hours',
      Siren: 'Built-in 85 dB',
      Power: '12 V DC adapter',
    },
    warrantyMonths: 36,
    packages: [
      {
        name: 'Standard',
        priceCents: 24999,
        features: ['Alarm hub', 'Power adapter', 'Wall bracket'],
      },
      {
        name: 'Professional Install',
        priceCents: 37999,
        features: ['Alarm hub', 'On-site installation', 'Sensor pairing and monitoring setup'],
      },
    ],
    compatibleWith: ['SV-ALM-KP', 'SV-ALM-PIR', 'SV-ALM-DC', 'SV-ALM-SIR', 'SV-ALM-OUT'],
    art: { kind: 'alarm-panel', body: '#f4f5f7', accent: '#1f6feb' },
  },
  {
    sku: 'SV-ALM-KIT',
    name: 'SecureVision Guardian Alarm Starter Kit',
    categorySlug: 'alarm-systems',
    description:
      'Everything a typical home needs: the Guardian hub, a keypad, two motion sensors, four door and window contacts and an indoor siren. Self-install in under an hour, with no contract required.',
    priceCents: 44999,
    stock: 52,
    rating: 4.6,
    reviewCount: 276,
    features: [
      'Guardian hub with touchscreen',
      'Wireless keypad',
      '2 pet-immune motion sensors',
      '4 door and window contacts',
      'No contract, optional monitoring',
    ],
    specs: {
      'In the Box': 'Hub, keypad, 2 motion sensors, 4 contacts, siren',
      Zones: 'Up to 100 wireless',
      Connectivity: 'Wi-Fi, Ethernet, LTE-M',
      'Backup Battery': '24 hours',
      'Sensor Battery Life': 'Up to 5 years',
    },
    warrantyMonths: 36,
    packages: [
      { name: 'Standard', priceCents: 44999, features: ['Complete starter kit'] },
      {
        name: 'Professional Install',
        priceCents: 62999,
        features: ['Complete starter kit', 'On-site installation', 'Walkthrough and app setup'],
      },
      {
        name: 'Pro Bundle',
        priceCents: 57999,
        features: ['Starter kit', '2 extra door contacts', 'Outdoor strobe siren'],
      },
    ],
    compatibleWith: ['SV-ALM-PIR', 'SV-ALM-DC', 'SV-ALM-SIR', 'SV-ALM-OUT'],
    art: { kind: 'alarm-panel', body: '#e8e4dc', accent: '#16a34a' },
  },
  {
    sku: 'SV-ALM-COM128',
    name: 'SecureVision Commercial 128-Zone Intrusion System',
    categorySlug: 'alarm-systems',
    description:
      'A UL-listed intrusion panel for offices, warehouses and retail chains with up to 128 zones and 32 partitions. Integrates with SecureVision cameras and access control so alarms arrive with video. Designed and quoted per site.',
    priceCents: null,
    stock: 15,
    rating: 4.7,
    reviewCount: 9,
    features: [
      '128 zones, 32 partitions, 256 user codes',
      'UL 1610 and UL 1023 listed',
      'Dual-path IP and cellular communication',
      'Video verification with SecureVision cameras',
      'Central station monitoring ready',
    ],
    specs: {
      Zones: '128 (8 on board, expandable)',
      Partitions: '32',
      Users: '256',
      Communication: 'Ethernet and LTE dual path',
      Listings: 'UL 1610, UL 1023, ANSI/SIA CP-01',
      Enclosure: 'Lockable steel cabinet',
    },
    warrantyMonths: 60,
    packages: [
      { name: 'Standard', priceCents: null, features: ['Panel and expanders as quoted'] },
      {
        name: 'Design & Install',
        priceCents: null,
        features: ['Site survey', 'Zone plan', 'Installation and monitoring hookup'],
      },
    ],
    compatibleWith: ['SV-ALM-KP', 'SV-ALM-PIR', 'SV-ALM-DC', 'SV-ALM-SIR', 'SV-VMS-ENT'],
    art: { kind: 'alarm-panel', body: '#d1d5db', accent: '#dc2626' },
  },
  {
    sku: 'SV-ALM-KP',
    name: 'SecureVision Guardian Wireless Keypad',
    categorySlug: 'alarm-systems',
    description:
      'Arm and disarm by the front or back door without reaching for your phone. Backlit keys, a panic button and a tamper switch come standard.',
    priceCents: 6999,
    stock: 134,
    rating: 4.4,
    reviewCount: 118,
    features: [
      'Backlit keys for use in the dark',
      'Panic, fire and medical emergency buttons',
      'Tamper alarm if removed from the wall',
      'Battery life up to 3 years',
    ],
    specs: {
      Keys: '12 backlit keys plus 3 function keys',
      'Wireless Range': 'Up to 2,000 ft open air',
      Battery: '4 × AA, up to 3 years',
      Tamper: 'Wall and cover tamper',
      Dimensions: '5.1 × 3.9 × 0.9 in',
    },
    warrantyMonths: 24,
    packages: [
      { name: 'Standard', priceCents: 6999, features: ['Keypad', 'Batteries', 'Mounting screws'] },
      {
        name: 'Professional Install',
        priceCents: 13999,
        features: ['Keypad', 'On-site installation and pairing'],
      },
    ],
    compatibleWith: ['SV-ALM-HUB', 'SV-ALM-KIT', 'SV-ALM-COM128'],
    art: { kind: 'keypad', body: '#f3f4f6', accent: '#1f6feb' },
  },
  {
    sku: 'SV-ALM-PIR',
    name: 'SecureVision Pet-Immune Motion Sensor',
    categorySlug: 'alarm-systems',
    description:
      'Detects intruders across a room up to 40 ft while ignoring cats and dogs up to 55 lb. Mount it flat or in a corner in minutes with the included bracket.',
    priceCents: 3999,
    stock: 172,
    rating: 4.3,
    reviewCount: 241,
    features: [
      'Pet immunity up to 55 lb',
      '40 ft range, 90° coverage',
      'Wall or corner mounting',
      'Battery life up to 5 years',
    ],
    specs: {
      'Detection Range': '40 ft, 90°',
      'Pet Immunity': 'Up to 55 lb',
      'Wireless Range': 'Up to 2,000 ft open air',
      Battery: 'CR123A, up to 5 years',
      'Mounting Height': '6.5–8 ft',
    },
    warrantyMonths: 24,
    packages: [
      {
        name: 'Standard',
        priceCents: 3999,
        features: ['Motion sensor', 'Battery', 'Corner bracket'],
      },
      {
        name: 'Professional Install',
        priceCents: 9999,
        features: ['Motion sensor', 'On-site installation and walk test'],
      },
    ],
    compatibleWith: ['SV-ALM-HUB', 'SV-ALM-KIT', 'SV-ALM-COM128'],
    art: { kind: 'motion-sensor', body: '#f7f7f5', accent: '#dc2626' },
  },
  {
    sku: 'SV-ALM-OUT',
    name: 'SecureVision Dual-Tech Outdoor Motion Detector',
    categorySlug: 'alarm-systems',
    description:
      'Combines passive infrared and microwave sensing so only real intruders trigger an alarm, not sun glints, leaves or rain. Protects yards, side gates and loading docks before anyone reaches the door.',
    priceCents: 12999,
    stock: 9,
    rating: 4.1,
    reviewCount: 35,
    features: [
      'PIR plus microwave dual technology',
      'Anti-masking and anti-tamper',
      'Adjustable range up to 40 ft',
      'IP55 weatherproof',
    ],
    specs: {
      'Detection Range': 'Up to 40 ft, 90°',
      Technology: 'Dual PIR + 24 GHz microwave',
      'Wireless Range': 'Up to 2,000 ft open air',
      Battery: '2 × CR123A, up to 3 years',
      Weatherproof: 'IP55',
      'Operating Temperature': '-4°F to 140°F',
    },
    warrantyMonths: 24,
    packages: [
      {
        name: 'Standard',
        priceCents: 12999,
        features: ['Detector', 'Batteries', 'Swivel bracket'],
      },
      {
        name: 'Professional Install',
        priceCents: 21999,
        features: ['Detector', 'On-site installation and zone tuning'],
      },
    ],
    compatibleWith: ['SV-ALM-HUB', 'SV-ALM-KIT'],
    art: { kind: 'motion-sensor', body: '#9ca3af', accent: '#f59e0b' },
  },
  {
    sku: 'SV-ALM-DC',
    name: 'SecureVision Wireless Door & Window Contact',
    categorySlug: 'alarm-systems',
    description:
      'Know the moment a door or window opens. The slim sensor and magnet stick on with included adhesive or screws and also chime when the kids head outside.',
    priceCents: 2499,
    stock: 0,
    rating: 4.5,
    reviewCount: 305,
    features: [
      'Slim 2.4 in profile',
      'Adhesive or screw mounting',
      'Entry chime and open-door reminders',
      'Battery life up to 5 years',
    ],
    specs: {
      'Gap Distance': 'Up to 1 in',
      'Wireless Range': 'Up to 2,000 ft open air',
      Battery: 'CR2032, up to 5 years',
      Dimensions: '2.4 × 1.1 × 0.5 in',
      Color: 'White',
    },
    warrantyMonths: 24,
    packages: [
      { name: 'Standard', priceCents: 2499, features: ['Sensor', 'Magnet', 'Adhesive pads'] },
      {
        name: 'Pro Bundle',
        priceCents: 8999,
        features: ['4 sensors with magnets', 'Adhesive pads and screws'],
      },
    ],
    compatibleWith: ['SV-ALM-HUB', 'SV-ALM-KIT', 'SV-ALM-COM128'],
    art: { kind: 'door-contact', body: '#f8f9fa', accent: '#1f6feb' },
  },
  {
    sku: 'SV-ALM-SIR',
    name: 'SecureVision Outdoor Strobe Siren',
    categorySlug: 'alarm-systems',
    description:
      'A 110 dB siren with a bright red strobe that alerts neighbors and guides police to the right building. Runs on batteries, so it keeps sounding even if someone cuts the power.',
    priceCents: 8999,
    stock: 61,
    rating: 4.4,
    reviewCount: 87,
    features: [
      '110 dB siren',
      'High-visibility LED strobe',
      'Battery powered, tamper protected',
      'IP65 weatherproof',
    ],
    specs: {
      Volume: '110 dB at 3 ft',
      Strobe: 'Red LED',
      'Wireless Range': 'Up to 2,000 ft open air',
      Battery: '4 × D cell, up to 3 years',
      Weatherproof: 'IP65',
    },
    warrantyMonths: 24,
    packages: [
      { name: 'Standard', priceCents: 8999, features: ['Siren', 'Batteries', 'Mounting screws'] },
      {
        name: 'Professional Install',
        priceCents: 16999,
        features: ['Siren', 'On-site installation at height'],
      },
    ],
    compatibleWith: ['SV-ALM-HUB', 'SV-ALM-KIT', 'SV-ALM-COM128'],
    art: { kind: 'siren', body: '#f1f2f4', accent: '#dc2626' },
  },
  {
    sku: 'SV-ALM-SIR-IN',
    name: 'SecureVision Indoor Siren with Chime',
    categorySlug: 'alarm-systems',
    description:
      'A compact plug-in siren for upstairs or the far end of the house so everyone hears the alarm. Doubles as a door chime with selectable tones.',
    priceCents: 4999,
    stock: 94,
    rating: 3.9,
    reviewCount: 41,
    features: ['95 dB siren', 'Blue status light', 'Plugs into any outlet', 'Battery backup'],
    specs: {
      Volume: '95 dB at 3 ft',
      Chime: '8 selectable tones',
      'Wireless Range': 'Up to 1,000 ft open air',
      Power: '120 V AC plug-in with battery backup',
      Weatherproof: 'Indoor use',
    },
    warrantyMonths: 24,
    packages: [{ name: 'Standard', priceCents: 4999, features: ['Indoor siren'] }],
    compatibleWith: ['SV-ALM-HUB', 'SV-ALM-KIT'],
    art: { kind: 'siren', body: '#e5e7eb', accent: '#3b82f6' },
  },

  // ----------------------------------------------------------- Access control
  {
    sku: 'SV-ACC-RDR',
    name: 'SecureVision Mullion Proximity Card Reader',
    categorySlug: 'access-control',
    description:
      'A slim reader that fits on door frames and mullions. It reads 125 kHz proximity cards and 13.56 MHz smart cards, and the LED and beeper confirm each badge.',
    priceCents: 11999,
    stock: 84,
    rating: 4.5,
    reviewCount: 64,
    features: [
      'Reads prox, MIFARE and DESFire EV3 cards',
      'Mullion-size 1.9 in wide housing',
      'Wiegand and OSDP outputs',
      'IP65 for outdoor doors',
    ],
    specs: {
      'Card Types': '125 kHz prox, 13.56 MHz MIFARE and DESFire',
      'Read Range': 'Up to 2.5 in',
      Interface: 'Wiegand 26/34, OSDP v2',
      Power: '12 V DC, 100 mA',
      Weatherproof: 'IP65',
    },
    warrantyMonths: 36,
    packages: [
      { name: 'Standard', priceCents: 11999, features: ['Reader', 'Mounting hardware'] },
      {
        name: 'Professional Install',
        priceCents: 26999,
        features: ['Reader', 'On-site installation and wiring'],
      },
    ],
    compatibleWith: ['SV-ACC-CTRL2', 'SV-ACC-ENT', 'SV-ACS-PS12'],
    art: { kind: 'card-reader', body: '#2b2f36', accent: '#22c55e' },
  },
  {
    sku: 'SV-ACC-BLE',
    name: 'SecureVision Mobile Credential Reader with Bluetooth',
    categorySlug: 'access-control',
    description:
      'Unlock with a phone tap, an Apple Watch or a traditional badge. Mobile credentials are issued and revoked instantly from the SecureVision app, with no cards to reprint.',
    priceCents: 21999,
    stock: 46,
    rating: 4.6,
    reviewCount: 38,
    features: [
      'Bluetooth LE and NFC mobile credentials',
      'Also reads 13.56 MHz smart cards',
      'Hands-free wave-to-unlock option',
      'OSDP secure channel',
    ],
    specs: {
      Credentials: 'Bluetooth LE, NFC, MIFARE, DESFire',
      'Read Range': 'Up to 30 ft (Bluetooth, adjustable)',
      Interface: 'OSDP v2 secure channel, Wiegand',
      Power: '12 V DC, 150 mA',
      Weatherproof: 'IP65',
    },
    warrantyMonths: 36,
    packages: [
      { name: 'Standard', priceCents: 21999, features: ['Reader', 'Mounting hardware'] },
      {
        name: 'Professional Install',
        priceCents: 36999,
        features: ['Reader', 'On-site installation', 'Mobile credential setup'],
      },
    ],
    compatibleWith: ['SV-ACC-CTRL2', 'SV-ACC-ENT'],
    art: { kind: 'card-reader', body: '#f1f3f5', accent: '#1f6feb' },
  },
  {
    sku: 'SV-ACC-KPR',
    name: 'SecureVision Card Reader with PIN Keypad',
    categorySlug: 'access-control',
    description:
      'Two-factor entry for server rooms, pharmacies and offices: badge plus PIN. Backlit keys and a vandal-resistant metal face suit busy entrances.',
    priceCents: 17999,
    stock: 29,
    rating: 4.4,
    reviewCount: 26,
    features: [
      'Card plus PIN two-factor entry',
      'Backlit 12-key keypad',
      'Vandal-resistant zinc alloy face',
      'Wiegand and OSDP outputs',
    ],
    specs: {
      'Card Types': '125 kHz prox, 13.56 MHz MIFARE',
      Keys: '12 backlit keys',
      Interface: 'Wiegand 26/34, OSDP v2',
      Power: '12 V DC, 120 mA',
      Weatherproof: 'IP66, IK08',
    },
    warrantyMonths: 36,
    packages: [
      { name: 'Standard', priceCents: 17999, features: ['Reader', 'Mounting hardware'] },
      {
        name: 'Professional Install',
        priceCents: 32999,
        features: ['Reader', 'On-site installation and wiring'],
      },
    ],
    compatibleWith: ['SV-ACC-CTRL2', 'SV-ACC-ENT', 'SV-ACS-PS12'],
    art: { kind: 'keypad', body: '#6b7280', accent: '#38bdf8' },
  },
  {
    sku: 'SV-ACC-LOCK',
    name: 'SecureVision Smart Deadbolt with Fingerprint',
    categorySlug: 'access-control',
    description:
      'Open your front door with a fingerprint, a code, your phone or a key. Give cleaners and dog walkers codes that only work at set times, and see every entry in the app.',
    priceCents: 24999,
    stock: 77,
    rating: 4.3,
    reviewCount: 192,
    features: [
      'Fingerprint, keypad, app and key entry',
      'Scheduled and one-time guest codes',
      'Auto-lock and door-ajar alerts',
      'ANSI/BHMA Grade 2 certified',
      'Fits standard US doors',
    ],
    specs: {
      Entry: 'Fingerprint, PIN, app, key',
      Users: 'Up to 100 fingerprints and 250 codes',
      Connectivity: 'Wi-Fi 2.4 GHz, Bluetooth LE',
      Battery: '4 × AA, up to 12 months',
      Certification: 'ANSI/BHMA Grade 2',
      'Door Thickness': '1.375–2.25 in',
    },
    warrantyMonths: 24,
    packages: [
      { name: 'Standard', priceCents: 24999, features: ['Smart deadbolt', 'Batteries', '2 keys'] },
      {
        name: 'Professional Install',
        priceCents: 34999,
        features: ['Smart deadbolt', 'On-site installation', 'App and user setup'],
      },
    ],
    compatibleWith: ['SV-DB-2K', 'SV-DB-4MP-POE'],
    art: { kind: 'smart-lock', body: '#1f2329', accent: '#38bdf8' },
  },
  {
    sku: 'SV-ACC-LEVER',
    name: 'SecureVision Commercial Smart Lever Lock',
    categorySlug: 'access-control',
    description:
      'A Grade 1 wireless lever lock for offices, clinics and shared spaces. It reads badges and phones at the door and syncs schedules with the SecureVision access system, no door wiring needed.',
    priceCents: 39999,
    stock: 8,
    rating: 4.2,
    reviewCount: 17,
    features: [
      'ANSI/BHMA Grade 1 cylindrical lever',
      'Built-in card and mobile credential reader',
      'Wireless, battery powered',
      'Privacy and lockdown modes',
    ],
    specs: {
      'Card Types': '13.56 MHz MIFARE and DESFire, Bluetooth LE',
      Certification: 'ANSI/BHMA Grade 1, ADA compliant',
      Battery: '4 × AA, up to 2 years',
      Connectivity: 'Wireless gateway',
      Finish: 'Satin chrome',
    },
    warrantyMonths: 36,
    packages: [
      { name: 'Standard', priceCents: 39999, features: ['Lever lock', 'Batteries'] },
      {
        name: 'Professional Install',
        priceCents: 54999,
        features: ['Lever lock', 'On-site installation', 'System enrollment'],
      },
    ],
    compatibleWith: ['SV-ACC-CTRL2', 'SV-ACC-ENT'],
    art: { kind: 'smart-lock', body: '#c7ccd3', accent: '#22c55e' },
  },
  {
    sku: 'SV-ACC-CTRL2',
    name: 'SecureVision 2-Door Access Controller',
    categorySlug: 'access-control',
    description:
      'Controls two doors with readers on both sides, door sensors and request-to-exit buttons. Manage users, schedules and holidays from the cloud, and keep working offline if the internet drops.',
    priceCents: 54900,
    stock: 31,
    rating: 4.5,
    reviewCount: 29,
    features: [
      '2 doors, 4 readers',
      'Cloud management with offline operation',
      'Fire alarm release input',
      '100,000 users and event log',
      'Lockable metal enclosure',
    ],
    specs: {
      Doors: '2 (expandable to 4)',
      Readers: '4 × Wiegand or OSDP',
      Users: '100,000',
      Network: 'Ethernet, PoE+ capable',
      Power: '12 V DC or PoE+',
      Enclosure: 'Lockable steel cabinet',
    },
    warrantyMonths: 36,
    packages: [
      { name: 'Standard', priceCents: 54900, features: ['Controller in enclosure'] },
      {
        name: 'Professional Install',
        priceCents: 99900,
        features: ['Controller', 'On-site installation for 2 doors', 'User and schedule setup'],
      },
      {
        name: 'Pro Bundle',
        priceCents: 84900,
        features: ['Controller', '2 mullion card readers', '12 V power supply'],
      },
    ],
    compatibleWith: ['SV-ACC-RDR', 'SV-ACC-BLE', 'SV-ACC-KPR', 'SV-ACS-PS12'],
    art: { kind: 'power-supply', body: '#e5e7eb', accent: '#1f6feb' },
  },
  {
    sku: 'SV-ACC-ENT',
    name: 'SecureVision Enterprise Access Control System',
    categorySlug: 'access-control',
    description:
      'A complete access platform for campuses and multi-site companies: controllers, readers and software for 16 to 1,000+ doors. Integrates with HR directories, visitor management and SecureVision video. Each system is designed and quoted after a site walk.',
    priceCents: null,
    stock: 20,
    rating: 4.8,
    reviewCount: 12,
    features: [
      'Scales from 16 to 1,000+ doors',
      'Active Directory and HR sync',
      'Visitor management and badge printing',
      'Video-verified door events',
      'Lockdown at the push of a button',
    ],
    specs: {
      Doors: '16 to 1,000+',
      Credentials: 'Cards, mobile, PIN, biometrics',
      Integrations: 'Active Directory, Azure AD, SecureVision VMS',
      Deployment: 'On-premises or cloud',
      Compliance: 'UL 294, NDAA',
    },
    warrantyMonths: 60,
    packages: [
      { name: 'Standard', priceCents: null, features: ['Hardware and licenses as quoted'] },
      {
        name: 'Design & Install',
        priceCents: null,
        features: ['Site walk', 'Door schedule and system design', 'Installation and training'],
      },
    ],
    compatibleWith: ['SV-ACC-RDR', 'SV-ACC-BLE', 'SV-ACC-KPR', 'SV-ACC-LEVER', 'SV-VMS-ENT'],
    art: { kind: 'card-reader', body: '#3f4650', accent: '#a855f7' },
  },

  // --------------------------------------------------- Doorbells & intercoms
  {
    sku: 'SV-DB-2K',
    name: 'SecureVision 2K Wired Video Doorbell',
    categorySlug: 'video-doorbells-intercoms',
    description:
      'See who is at the door in sharp 2K with a head-to-toe view, so packages on the step are in frame too. Wires to your existing doorbell and chime.',
    priceCents: 14999,
    stock: 109,
    rating: 4.5,
    reviewCount: 264,
    features: [
      '2K video with head-to-toe 1:1 view',
      'Package detection',
      'Two-way talk and quick replies',
      'Works with your existing chime',
    ],
    specs: {
      Resolution: '2K (2048×2048)',
      'Field of View': '160° diagonal',
      'Night Vision': 'IR up to 16 ft',
      Connectivity: 'Wi-Fi 2.4/5 GHz',
      Power: '16–24 V AC doorbell wiring',
      Weatherproof: 'IP65',
    },
    warrantyMonths: 24,
    packages: [
      { name: 'Standard', priceCents: 14999, features: ['Doorbell', 'Wedge mount', 'Chime kit'] },
      {
        name: 'Professional Install',
        priceCents: 24999,
        features: ['Doorbell', 'On-site installation', 'App setup'],
      },
    ],
    compatibleWith: ['SV-ACC-LOCK', 'SV-NVR-8P'],
    art: { kind: 'doorbell', body: '#1f2329', accent: '#38bdf8' },
  },
  {
    sku: 'SV-DB-4MP-POE',
    name: 'SecureVision 4MP PoE Video Doorbell',
    categorySlug: 'video-doorbells-intercoms',
    description:
      'A doorbell that records to your SecureVision NVR like any other camera, with no cloud subscription. PoE power keeps it reliable where Wi-Fi is weak.',
    priceCents: 19999,
    stock: 48,
    rating: 4.6,
    reviewCount: 83,
    features: [
      '4MP with 180° vertical view',
      'Records to SecureVision NVRs',
      'PoE powered, no batteries',
      'Visitor detection and quick replies',
    ],
    specs: {
      Resolution: '4MP (2560×1440)',
      'Field of View': '180° vertical',
      'Night Vision': 'IR up to 16 ft',
      Connectivity: 'Ethernet',
      Power: 'PoE 802.3af',
      Weatherproof: 'IP65',
    },
    warrantyMonths: 36,
    packages: [
      { name: 'Standard', priceCents: 19999, features: ['Doorbell', 'Wedge mount', 'Chime kit'] },
      {
        name: 'Professional Install',
        priceCents: 32999,
        features: ['Doorbell', 'On-site installation with cable run', 'NVR setup'],
      },
    ],
    compatibleWith: ['SV-NVR-4P-MINI', 'SV-NVR-8P', 'SV-NVR-16P', 'SV-ACS-POE8', 'SV-ACC-LOCK'],
    art: { kind: 'doorbell', body: '#eef0f3', accent: '#1f6feb' },
  },
  {
    sku: 'SV-DB-BAT',
    name: 'SecureVision Battery Video Doorbell',
    categorySlug: 'video-doorbells-intercoms',
    description:
      'No wiring needed: mount it in five minutes and recharge every few months. Ideal for renters and doors without existing doorbell wiring.',
    priceCents: 12999,
    stock: 0,
    rating: 4.0,
    reviewCount: 147,
    features: [
      '1080p HD with HDR',
      'Rechargeable battery lasts up to 6 months',
      'Plug-in chime included',
      'Person detection',
    ],
    specs: {
      Resolution: '1080p HDR',
      'Field of View': '150° diagonal',
      'Night Vision': 'IR up to 16 ft',
      Connectivity: 'Wi-Fi 2.4 GHz',
      Power: '6,500 mAh rechargeable battery',
      Weatherproof: 'IP65',
    },
    warrantyMonths: 12,
    packages: [
      {
        name: 'Standard',
        priceCents: 12999,
        features: ['Doorbell', 'Plug-in chime', 'USB-C cable'],
      },
      {
        name: 'Pro Bundle',
        priceCents: 15999,
        features: ['Doorbell', 'Plug-in chime', 'Spare battery'],
      },
    ],
    compatibleWith: ['SV-ACC-LOCK'],
    art: { kind: 'doorbell', body: '#f5f1ea', accent: '#f59e0b' },
  },
  {
    sku: 'SV-IC-AUDIO',
    name: 'SecureVision Audio Door Station',
    categorySlug: 'video-doorbells-intercoms',
    description:
      'A rugged one-button audio intercom for side doors, gates and deliveries. Calls ring on your phone or indoor station, and a relay can release the door strike.',
    priceCents: 9999,
    stock: 58,
    rating: 3.8,
    reviewCount: 21,
    features: [
      'SIP audio calling to phones and stations',
      'Door strike relay output',
      'Vandal-resistant aluminum face',
      'PoE powered',
    ],
    specs: {
      Buttons: '1 call button',
      Audio: 'Full duplex with echo cancellation',
      Relay: '1 door strike output',
      Power: 'PoE 802.3af',
      Weatherproof: 'IP65, IK08',
    },
    warrantyMonths: 24,
    packages: [
      { name: 'Standard', priceCents: 9999, features: ['Door station', 'Surface box'] },
      {
        name: 'Professional Install',
        priceCents: 22999,
        features: ['Door station', 'On-site installation and strike wiring'],
      },
    ],
    compatibleWith: ['SV-IC-VID', 'SV-ACS-POE8'],
    art: { kind: 'intercom', body: '#9ca3af', accent: '#1f6feb' },
  },
  {
    sku: 'SV-IC-VID',
    name: 'SecureVision 7 in Video Intercom Kit',
    categorySlug: 'video-doorbells-intercoms',
    description:
      'A 2MP video door station paired with a 7 in indoor touchscreen. See and speak with visitors, open the gate with one tap, and answer from your phone when you are away.',
    priceCents: 27999,
    stock: 26,
    rating: 4.4,
    reviewCount: 52,
    features: [
      '2MP wide-angle door station with night vision',
      '7 in indoor touchscreen station',
      'Unlock doors and gates remotely',
      'Calls forward to the SecureVision app',
    ],
    specs: {
      Resolution: '2MP (1920×1080)',
      'Indoor Display': '7 in, 1024×600 touchscreen',
      Relay: '2 lock outputs',
      Network: 'PoE, 2-wire IP option',
      Weatherproof: 'IP65 door station',
    },
    warrantyMonths: 24,
    packages: [
      {
        name: 'Standard',
        priceCents: 27999,
        features: ['Door station', 'Indoor station', 'PoE switch'],
      },
      {
        name: 'Professional Install',
        priceCents: 44999,
        features: ['Intercom kit', 'On-site installation', 'Lock release wiring'],
      },
    ],
    compatibleWith: ['SV-IC-AUDIO', 'SV-ACS-POE8', 'SV-ACC-LOCK'],
    art: { kind: 'intercom', body: '#2b2f36', accent: '#38bdf8' },
  },
  {
    sku: 'SV-IC-MULTI',
    name: 'SecureVision Multi-Tenant IP Intercom Panel',
    categorySlug: 'video-doorbells-intercoms',
    description:
      'A lobby intercom for apartment buildings and office suites with a searchable tenant directory. Visitors call tenants on their phones, and tenants open the door from anywhere.',
    priceCents: 129900,
    stock: 2,
    rating: 4.7,
    reviewCount: 8,
    features: [
      'Searchable directory for up to 500 tenants',
      '5MP wide-angle camera',
      'Mobile calling with no tenant wiring',
      'Card and PIN entry built in',
      'Vandal-resistant stainless face',
    ],
    specs: {
      Resolution: '5MP',
      Display: '4.3 in touchscreen directory',
      Tenants: 'Up to 500',
      'Card Types': '13.56 MHz MIFARE, Bluetooth LE',
      Power: 'PoE+ 802.3at',
      Weatherproof: 'IP65, IK09',
    },
    warrantyMonths: 36,
    packages: [
      { name: 'Standard', priceCents: 129900, features: ['Intercom panel', 'Flush mount box'] },
      {
        name: 'Professional Install',
        priceCents: 169900,
        features: ['Intercom panel', 'On-site installation', 'Tenant directory import'],
      },
    ],
    compatibleWith: ['SV-ACC-CTRL2', 'SV-ACS-POE16'],
    art: { kind: 'intercom', body: '#c7ccd3', accent: '#f59e0b' },
  },

  // -------------------------------------------------------------- Accessories
  {
    sku: 'SV-ACS-CAT6-100',
    name: 'SecureVision Outdoor Cat6 Ethernet Cable, 100 ft',
    categorySlug: 'accessories',
    description:
      'UV-resistant, direct-burial Cat6 with molded RJ45 plugs on both ends. Carries power and data to any PoE camera up to 100 ft away.',
    priceCents: 3999,
    stock: 163,
    rating: 4.6,
    reviewCount: 129,
    features: [
      'Pure copper 23 AWG conductors',
      'UV-resistant, direct-burial jacket',
      'Pre-terminated RJ45 plugs',
      'Supports PoE++ and gigabit speeds',
    ],
    specs: {
      Length: '100 ft',
      Category: 'Cat6, 550 MHz',
      Conductor: '23 AWG solid bare copper',
      Jacket: 'UV-resistant PE, direct burial',
      Connectors: 'RJ45 both ends',
    },
    warrantyMonths: 120,
    packages: [
      { name: 'Standard', priceCents: 3999, features: ['1 × 100 ft cable'] },
      { name: 'Pro Bundle', priceCents: 14999, features: ['4 × 100 ft cables', 'Cable clips'] },
    ],
    compatibleWith: ['SV-IPC-D4MP', 'SV-IPC-B4MP', 'SV-IPC-T4MP', 'SV-ACS-POE8'],
    art: { kind: 'cable', body: '#1f2329', accent: '#1f6feb' },
  },
  {
    sku: 'SV-ACS-CAT6-500',
    name: 'SecureVision Cat6 Bulk Cable, 500 ft',
    categorySlug: 'accessories',
    description:
      'Riser-rated Cat6 in a pull box for installers wiring a whole building. Terminate to length with standard RJ45 plugs or keystone jacks.',
    priceCents: 14900,
    stock: 47,
    rating: 4.7,
    reviewCount: 44,
    features: [
      'CMR riser-rated jacket',
      'Pure copper 23 AWG',
      'Tangle-free pull box',
      'Footage markings every 2 ft',
    ],
    specs: {
      Length: '500 ft',
      Category: 'Cat6, 550 MHz',
      Conductor: '23 AWG solid bare copper',
      Jacket: 'CMR riser, blue',
      Listing: 'UL listed, ETL verified',
    },
    warrantyMonths: 120,
    packages: [
      { name: 'Standard', priceCents: 14900, features: ['500 ft pull box'] },
      {
        name: 'Pro Bundle',
        priceCents: 19900,
        features: ['500 ft pull box', '100 RJ45 plugs', 'Crimp tool'],
      },
    ],
    compatibleWith: ['SV-ACS-POE8', 'SV-ACS-POE16'],
    art: { kind: 'cable', body: '#2563eb', accent: '#93c5fd' },
  },
  {
    sku: 'SV-ACS-HDMI-15',
    name: 'SecureVision 4K HDMI Cable, 15 ft',
    categorySlug: 'accessories',
    description:
      'Connect an NVR to a monitor or TV in 4K at 60 Hz. Braided jacket and gold-plated connectors for years of use.',
    priceCents: 1999,
    stock: 154,
    rating: 4.4,
    reviewCount: 61,
    features: [
      '4K at 60 Hz, HDR',
      'Braided nylon jacket',
      'Gold-plated connectors',
      '15 ft length',
    ],
    specs: {
      Length: '15 ft',
      Standard: 'HDMI 2.0, 18 Gbps',
      Connectors: 'HDMI Type A, gold-plated',
      Jacket: 'Braided nylon',
    },
    warrantyMonths: 120,
    packages: [{ name: 'Standard', priceCents: 1999, features: ['1 × 15 ft cable'] }],
    compatibleWith: ['SV-NVR-8P', 'SV-NVR-16P', 'SV-ACS-MON22', 'SV-ACS-MON32'],
    art: { kind: 'cable', body: '#374151', accent: '#eab308' },
  },
  {
    sku: 'SV-ACS-JB',
    name: 'SecureVision Junction Box Mount',
    categorySlug: 'accessories',
    description:
      'Hides cable connections inside a weatherproof box behind the camera for a clean, tamper-resistant install. Fits SecureVision domes, turrets and bullets.',
    priceCents: 2499,
    stock: 138,
    rating: 4.5,
    reviewCount: 96,
    features: [
      'Room for connectors and surge protectors',
      'Weatherproof gasket',
      'Side conduit entry',
      'Aluminum alloy, paintable',
    ],
    specs: {
      Material: 'Aluminum alloy',
      Dimensions: '5.1 in diameter × 2.1 in',
      'Load Capacity': '11 lb',
      Weatherproof: 'IP66',
      Color: 'White',
    },
    warrantyMonths: 24,
    packages: [
      { name: 'Standard', priceCents: 2499, features: ['Junction box', 'Screws and anchors'] },
    ],
    compatibleWith: [
      'SV-IPC-D4MP',
      'SV-IPC-D8MP-VF',
      'SV-IPC-B4MP',
      'SV-IPC-T4MP',
      'SV-IPC-T8MP-CV',
      'SV-IPC-T4MP-AUD',
    ],
    art: { kind: 'mount', body: '#eef0f3', accent: '#1f6feb' },
  },
  {
    sku: 'SV-ACS-WM',
    name: 'SecureVision Heavy-Duty Wall Mount Bracket',
    categorySlug: 'accessories',
    description:
      'Extends a camera 9 in from the wall to clear gutters and eaves. The hollow arm routes the cable inside, out of reach of weather and vandals.',
    priceCents: 2999,
    stock: 12,
    rating: 4.3,
    reviewCount: 40,
    features: [
      'Extends 9 in from the wall',
      'Internal cable routing',
      'Supports PTZ and bullet cameras up to 22 lb',
      'Powder-coated aluminum',
    ],
    specs: {
      Material: 'Powder-coated aluminum',
      Extension: '9 in',
      'Load Capacity': '22 lb',
      Weatherproof: 'Outdoor rated',
      Color: 'Dark gray',
    },
    warrantyMonths: 24,
    packages: [
      { name: 'Standard', priceCents: 2999, features: ['Wall bracket', 'Screws and anchors'] },
    ],
    compatibleWith: ['SV-IPC-B8MP-LPR', 'SV-PTZ-2MP-4X', 'SV-PTZ-4MP-25X'],
    art: { kind: 'mount', body: '#4b5563', accent: '#f59e0b' },
  },
  {
    sku: 'SV-ACS-HDD4',
    name: 'SecureVision 4TB Surveillance Hard Drive',
    categorySlug: 'accessories',
    description:
      'A 3.5 in drive built for 24/7 recording, rated for 180 TB a year of workload and up to 64 camera streams. Adds roughly a month of 4MP recording for an 8-camera system.',
    priceCents: 11999,
    stock: 81,
    rating: 4.7,
    reviewCount: 158,
    features: [
      'Designed for 24/7 surveillance workloads',
      'Supports up to 64 camera streams',
      '180 TB/year workload rating',
      '3-year limited warranty',
    ],
    specs: {
      Capacity: '4TB',
      'Form Factor': '3.5 in',
      Interface: 'SATA 6 Gb/s',
      Cache: '256 MB',
      Workload: '180 TB/year',
      MTBF: '1 million hours',
    },
    warrantyMonths: 36,
    packages: [
      { name: 'Standard', priceCents: 11999, features: ['Hard drive'] },
      {
        name: 'Professional Install',
        priceCents: 17999,
        features: ['Hard drive', 'Installation in your NVR and formatting'],
      },
    ],
    compatibleWith: ['SV-NVR-4P-MINI', 'SV-NVR-8P', 'SV-NVR-16P', 'SV-DVR-8H', 'SV-DVR-16H'],
    art: { kind: 'hard-drive', body: '#c7ccd3', accent: '#1f6feb' },
  },
  {
    sku: 'SV-ACS-HDD8',
    name: 'SecureVision 8TB Surveillance Hard Drive',
    categorySlug: 'accessories',
    description:
      'Double the retention for larger systems. Built for RAID arrays in multi-bay NVRs with vibration sensors and firmware tuned for continuous writes.',
    priceCents: 21999,
    stock: 0,
    rating: 4.8,
    reviewCount: 73,
    features: [
      'RAID-ready with rotational vibration sensors',
      'Supports up to 64 camera streams',
      '180 TB/year workload rating',
      '3-year limited warranty',
    ],
    specs: {
      Capacity: '8TB',
      'Form Factor': '3.5 in',
      Interface: 'SATA 6 Gb/s',
      Cache: '256 MB',
      Workload: '180 TB/year',
      MTBF: '1.5 million hours',
    },
    warrantyMonths: 36,
    packages: [
      { name: 'Standard', priceCents: 21999, features: ['Hard drive'] },
      {
        name: 'Professional Install',
        priceCents: 27999,
        features: ['Hard drive', 'Installation in your NVR and formatting'],
      },
    ],
    compatibleWith: ['SV-NVR-16P', 'SV-NVR-64R', 'SV-DVR-16H'],
    art: { kind: 'hard-drive', body: '#9aa3ad', accent: '#a855f7' },
  },
  {
    sku: 'SV-ACS-PS12',
    name: 'SecureVision 12 V DC 9-Output Power Supply Box',
    categorySlug: 'accessories',
    description:
      'Powers up to nine analog cameras or access control devices from one outlet. Individually fused outputs and a lockable metal box keep installations tidy and safe.',
    priceCents: 5999,
    stock: 54,
    rating: 4.2,
    reviewCount: 33,
    features: [
      '9 individually fused 12 V DC outputs',
      '10 A total output',
      'LED indicator per output',
      'Lockable steel enclosure',
    ],
    specs: {
      Input: '100–240 V AC',
      Output: '12 V DC, 10 A total',
      Channels: '9 fused outputs',
      Enclosure: 'Lockable steel, wall mount',
      Listing: 'UL listed',
    },
    warrantyMonths: 24,
    packages: [{ name: 'Standard', priceCents: 5999, features: ['Power supply box', 'Keys'] }],
    compatibleWith: ['SV-DVR-8H', 'SV-ACC-RDR', 'SV-ACC-KPR', 'SV-ACC-CTRL2', 'SV-PTZ-5MP-PT'],
    art: { kind: 'power-supply', body: '#f1f2f4', accent: '#dc2626' },
  },
  {
    sku: 'SV-ACS-POE8',
    name: 'SecureVision 8-Port PoE+ Switch',
    categorySlug: 'accessories',
    description:
      'Add eight PoE cameras to any network. Extend mode pushes power and data up to 820 ft for cameras far from the building.',
    priceCents: 14999,
    stock: 96,
    rating: 4.5,
    reviewCount: 112,
    features: [
      '8 PoE+ ports, 120 W budget',
      '2 gigabit uplink ports',
      'Extend mode up to 820 ft',
      'Plug-and-play, fanless',
    ],
    specs: {
      Ports: '8 × PoE+ 10/100, 2 × Gigabit uplink',
      'PoE Budget': '120 W',
      Standards: '802.3af/at',
      'Extend Mode': 'Up to 820 ft at 10 Mbps',
      Cooling: 'Fanless',
    },
    warrantyMonths: 36,
    packages: [
      { name: 'Standard', priceCents: 14999, features: ['Switch', 'Power cord'] },
      {
        name: 'Pro Bundle',
        priceCents: 23999,
        features: ['Switch', '2 × 100 ft outdoor Cat6 cables'],
      },
    ],
    compatibleWith: ['SV-IPC-D4MP', 'SV-IPC-T4MP', 'SV-PTZ-2MP-4X', 'SV-ACS-CAT6-100'],
    art: { kind: 'poe-switch', body: '#2b2f36', accent: '#22c55e' },
  },
  {
    sku: 'SV-ACS-POE16',
    name: 'SecureVision 16-Port Managed PoE+ Switch',
    categorySlug: 'accessories',
    description:
      'A rack-mount managed switch for larger camera networks, with VLANs, per-port power scheduling and a 250 W budget. Two SFP ports link to distant buildings over fiber.',
    priceCents: 39999,
    stock: 27,
    rating: 4.6,
    reviewCount: 48,
    features: [
      '16 gigabit PoE+ ports, 250 W budget',
      '2 SFP fiber uplinks',
      'VLAN, QoS and IGMP snooping',
      'Remote port power cycling',
      '1U rack-mount',
    ],
    specs: {
      Ports: '16 × Gigabit PoE+, 2 × SFP',
      'PoE Budget': '250 W',
      Standards: '802.3af/at',
      Management: 'Web, SNMP, cloud',
      'Form Factor': '1U rack-mount',
    },
    warrantyMonths: 60,
    packages: [
      { name: 'Standard', priceCents: 39999, features: ['Switch', 'Rack ears', 'Power cord'] },
      {
        name: 'Professional Install',
        priceCents: 54999,
        features: ['Switch', 'Rack installation', 'VLAN configuration'],
      },
    ],
    compatibleWith: ['SV-IPC-D8MP-VF', 'SV-IPC-F12MP', 'SV-PTZ-4MP-25X', 'SV-ACS-CAT6-500'],
    art: { kind: 'poe-switch', body: '#e5e7eb', accent: '#1f6feb' },
  },
  {
    sku: 'SV-ACS-MON22',
    name: 'SecureVision 22 in 1080p Security Monitor',
    categorySlug: 'accessories',
    description:
      'A monitor built for 24/7 video display, with HDMI, VGA and BNC inputs so it connects to any recorder. Wall or desk mount.',
    priceCents: 17999,
    stock: 39,
    rating: 4.1,
    reviewCount: 57,
    features: [
      'Rated for 24/7 operation',
      'HDMI, VGA and BNC inputs',
      'Built-in speakers',
      'VESA 100 mount',
    ],
    specs: {
      'Screen Size': '22 in',
      Resolution: '1920×1080',
      Inputs: 'HDMI, VGA, BNC in/out',
      Brightness: '250 nits',
      Mounting: 'VESA 100 × 100',
    },
    warrantyMonths: 36,
    packages: [
      { name: 'Standard', priceCents: 17999, features: ['Monitor', 'Stand', 'HDMI cable'] },
      { name: 'Pro Bundle', priceCents: 20999, features: ['Monitor', 'Wall mount', 'HDMI cable'] },
    ],
    compatibleWith: ['SV-NVR-8P', 'SV-DVR-8H', 'SV-ACS-HDMI-15'],
    art: { kind: 'monitor', body: '#2b2f36', accent: '#1f6feb' },
  },
  {
    sku: 'SV-ACS-MON32',
    name: 'SecureVision 32 in 4K Security Monitor',
    categorySlug: 'accessories',
    description:
      'Watch up to 16 cameras at once in sharp 4K for front desks and security offices. Metal housing and a 24/7 panel made for always-on use.',
    priceCents: 34999,
    stock: 5,
    rating: 4.4,
    reviewCount: 25,
    features: [
      '4K UHD panel rated for 24/7 operation',
      'HDMI 2.0, DisplayPort and BNC inputs',
      'Metal housing',
      'VESA 200 mount',
    ],
    specs: {
      'Screen Size': '32 in',
      Resolution: '3840×2160',
      Inputs: 'HDMI 2.0, DisplayPort, VGA, BNC',
      Brightness: '350 nits',
      Mounting: 'VESA 200 × 200',
    },
    warrantyMonths: 36,
    packages: [
      { name: 'Standard', priceCents: 34999, features: ['Monitor', 'Stand', 'HDMI cable'] },
      {
        name: 'Professional Install',
        priceCents: 44999,
        features: ['Monitor', 'Wall mounting', 'NVR multi-view setup'],
      },
    ],
    compatibleWith: ['SV-NVR-16P', 'SV-DVR-16H', 'SV-ACS-HDMI-15', 'SV-VMS-ENT'],
    art: { kind: 'monitor', body: '#e5e7eb', accent: '#14b8a6' },
  },
];
