import { cities, type City } from './geography/cities.ts';

export type { City };

/** The nine emulated regions, each in its own geography and time zone. */
export interface EmulatedRegion {
  id: string;
  label: string;
  zone: string;
  /** The region's main company (demo users belong to it) and a second one its keys must never see. */
  companyId: number;
  otherCompanyId: number;
  cities: City[];
}

export const regions: EmulatedRegion[] = [
  {
    id: 'test',
    label: 'TEST',
    zone: 'Australia/Perth',
    companyId: 1001,
    otherCompanyId: 1002,
    cities: [cities.perth],
  },
  {
    id: 'qa',
    label: 'QA',
    zone: 'Australia/Adelaide',
    companyId: 2001,
    otherCompanyId: 2002,
    cities: [cities.adelaide],
  },
  {
    id: 'staging',
    label: 'STAGING',
    zone: 'Australia/Hobart',
    companyId: 3001,
    otherCompanyId: 3002,
    cities: [cities.hobart],
  },
  {
    id: 'au',
    label: 'Australia',
    zone: 'Australia/Sydney',
    companyId: 4001,
    otherCompanyId: 4002,
    cities: [cities.sydney, cities.melbourne, cities.brisbane],
  },
  {
    id: 'nz',
    label: 'New Zealand',
    zone: 'Pacific/Auckland',
    companyId: 5001,
    otherCompanyId: 5002,
    cities: [cities.auckland, cities.wellington, cities.christchurch],
  },
  {
    id: 'us',
    label: 'United States',
    zone: 'America/Chicago',
    companyId: 6001,
    otherCompanyId: 6002,
    cities: [cities.chicago, cities.dallas, cities.denver],
  },
  {
    id: 'uk',
    label: 'United Kingdom',
    zone: 'Europe/London',
    companyId: 7001,
    otherCompanyId: 7002,
    cities: [cities.london, cities.manchester, cities.birmingham],
  },
  {
    id: 'mx',
    label: 'Mexico',
    zone: 'America/Mexico_City',
    companyId: 8001,
    otherCompanyId: 8002,
    cities: [cities.mexicoCity, cities.guadalajara, cities.monterrey],
  },
  {
    id: 'latam',
    label: 'Latin America',
    zone: 'America/Sao_Paulo',
    companyId: 9001,
    otherCompanyId: 9002,
    cities: [cities.saoPaulo, cities.buenosAires, cities.santiago],
  },
];

export function regionById(id: string): EmulatedRegion | undefined {
  return regions.find((region) => region.id === id);
}
