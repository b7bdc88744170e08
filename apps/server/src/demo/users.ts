/**
 * The people the demo-mode "Seed users" button adds, so the users and customers screens have
 * something to show. Fixed, so a second press creates nobody (idempotent by e-mail). Their
 * passwords are unusable: nobody can sign in as them (a reset link would go to example.com).
 */
export type DemoUser = {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  companyName?: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  role: 'customer' | 'manager';
  status: 'active' | 'inactive' | 'suspended' | 'pending';
};

export const DEMO_USERS: readonly DemoUser[] = [
  {
    email: 'olivia.bennett@demo-customers.example.com',
    firstName: 'Olivia',
    lastName: 'Bennett',
    phone: '(702) 555-0111',
    address: '1420 Desert Bloom Ave',
    city: 'Las Vegas',
    state: 'NV',
    zipCode: '89117',
    role: 'customer',
    status: 'active',
  },
  {
    email: 'marcus.reed@demo-customers.example.com',
    firstName: 'Marcus',
    lastName: 'Reed',
    phone: '(702) 555-0123',
    companyName: 'Reed Auto Repair',
    address: '88 Industrial Rd',
    city: 'Henderson',
    state: 'NV',
    zipCode: '89011',
    role: 'customer',
    status: 'active',
  },
  {
    email: 'sofia.alvarez@demo-customers.example.com',
    firstName: 'Sofia',
    lastName: 'Alvarez',
    phone: '(480) 555-0145',
    address: '3901 E Camelback Rd',
    city: 'Phoenix',
    state: 'AZ',
    zipCode: '85018',
    role: 'customer',
    status: 'active',
  },
  {
    email: 'james.okafor@demo-customers.example.com',
    firstName: 'James',
    lastName: 'Okafor',
    phone: '(801) 555-0167',
    companyName: 'Okafor Dental Group',
    address: '250 S Main St, Suite 4',
    city: 'Salt Lake City',
    state: 'UT',
    zipCode: '84101',
    role: 'customer',
    status: 'active',
  },
  {
    email: 'hannah.lee@demo-customers.example.com',
    firstName: 'Hannah',
    lastName: 'Lee',
    phone: '(619) 555-0189',
    address: '742 Harbor View Dr',
    city: 'San Diego',
    state: 'CA',
    zipCode: '92101',
    role: 'customer',
    status: 'inactive',
  },
  {
    email: 'daniel.murphy@demo-customers.example.com',
    firstName: 'Daniel',
    lastName: 'Murphy',
    phone: '(775) 555-0102',
    companyName: 'Murphy Storage Units',
    address: '19 Commerce Way',
    city: 'Reno',
    state: 'NV',
    zipCode: '89502',
    role: 'customer',
    status: 'suspended',
  },
  {
    email: 'grace.kim@demo-customers.example.com',
    firstName: 'Grace',
    lastName: 'Kim',
    phone: '(505) 555-0134',
    address: '615 Sandia Ridge Ln',
    city: 'Albuquerque',
    state: 'NM',
    zipCode: '87111',
    role: 'customer',
    status: 'pending',
  },
  {
    email: 'noah.patel@demo-customers.example.com',
    firstName: 'Noah',
    lastName: 'Patel',
    phone: '(303) 555-0156',
    companyName: 'Patel Family Pharmacy',
    address: '1200 Colfax Ave',
    city: 'Denver',
    state: 'CO',
    zipCode: '80218',
    role: 'customer',
    status: 'active',
  },
  {
    email: 'rachel.turner@demo-staff.example.com',
    firstName: 'Rachel',
    lastName: 'Turner',
    phone: '(702) 555-0178',
    address: '55 Warehouse Row',
    city: 'Las Vegas',
    state: 'NV',
    zipCode: '89118',
    role: 'manager',
    status: 'active',
  },
];
