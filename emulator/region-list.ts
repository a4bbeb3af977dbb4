/** The nine emulated regions, each in its own geography and time zone. */
export interface City {
  name: string;
  lat: number;
  lng: number;
  streets: string[];
}

export interface EmulatedRegion {
  id: string;
  label: string;
  zone: string;
  /** The region's main company (demo users belong to it) and a second one its keys must never see. */
  companyId: number;
  otherCompanyId: number;
  cities: City[];
}

const city = (name: string, lat: number, lng: number, streets: string[]): City => ({
  name,
  lat,
  lng,
  streets,
});

const au = [
  city('Sydney NSW', -33.8688, 151.2093, ['George St', 'Pitt St', 'Parramatta Rd', 'Oxford St', 'King St']),
  city('Melbourne VIC', -37.8136, 144.9631, ['Collins St', 'Swanston St', 'Flinders St', 'Sydney Rd']),
  city('Brisbane QLD', -27.4698, 153.0251, ['Queen St', 'Ann St', 'Logan Rd', 'Wickham Tce']),
];

export const regions: EmulatedRegion[] = [
  {
    id: 'test',
    label: 'TEST',
    zone: 'Australia/Perth',
    companyId: 1001,
    otherCompanyId: 1002,
    cities: [
      city('Perth WA', -31.9523, 115.8613, ['Hay St', 'Murray St', 'Great Eastern Hwy', 'Stirling Hwy']),
    ],
  },
  {
    id: 'qa',
    label: 'QA',
    zone: 'Australia/Adelaide',
    companyId: 2001,
    otherCompanyId: 2002,
    cities: [
      city('Adelaide SA', -34.9285, 138.6007, ['King William St', 'Rundle St', 'Port Rd', 'Glen Osmond Rd']),
    ],
  },
  {
    id: 'staging',
    label: 'STAGING',
    zone: 'Australia/Hobart',
    companyId: 3001,
    otherCompanyId: 3002,
    cities: [
      city('Hobart TAS', -42.8821, 147.3272, ['Elizabeth St', 'Macquarie St', 'Sandy Bay Rd', 'Brooker Hwy']),
    ],
  },
  {
    id: 'au',
    label: 'Australia',
    zone: 'Australia/Sydney',
    companyId: 4001,
    otherCompanyId: 4002,
    cities: au,
  },
  {
    id: 'nz',
    label: 'New Zealand',
    zone: 'Pacific/Auckland',
    companyId: 5001,
    otherCompanyId: 5002,
    cities: [
      city('Auckland', -36.8485, 174.7633, ['Queen St', 'Karangahape Rd', 'Great North Rd', 'Dominion Rd']),
      city('Wellington', -41.2866, 174.7756, ['Lambton Quay', 'Willis St', 'Cuba St', 'Adelaide Rd']),
      city('Christchurch', -43.5321, 172.6362, ['Colombo St', 'Riccarton Rd', 'Papanui Rd', 'Ferry Rd']),
    ],
  },
  {
    id: 'us',
    label: 'United States',
    zone: 'America/Chicago',
    companyId: 6001,
    otherCompanyId: 6002,
    cities: [
      city('Chicago, IL', 41.8781, -87.6298, ['Michigan Ave', 'State St', 'Halsted St', 'Western Ave']),
      city('Dallas, TX', 32.7767, -96.797, ['Main St', 'Elm St', 'Ross Ave', 'Lemmon Ave']),
      city('Denver, CO', 39.7392, -104.9903, ['Colfax Ave', 'Broadway', 'Federal Blvd', 'Speer Blvd']),
    ],
  },
  {
    id: 'uk',
    label: 'United Kingdom',
    zone: 'Europe/London',
    companyId: 7001,
    otherCompanyId: 7002,
    cities: [
      city('London', 51.5074, -0.1278, ['Oxford St', 'Old Kent Rd', 'Euston Rd', 'Kingsland Rd']),
      city('Manchester', 53.4808, -2.2426, ['Deansgate', 'Oxford Rd', 'Market St', 'Ashton Old Rd']),
      city('Birmingham', 52.4862, -1.8904, ['Broad St', 'Corporation St', 'Hagley Rd', 'Coventry Rd']),
    ],
  },
  {
    id: 'mx',
    label: 'Mexico',
    zone: 'America/Mexico_City',
    companyId: 8001,
    otherCompanyId: 8002,
    cities: [
      city('Ciudad de México', 19.4326, -99.1332, [
        'Av. Reforma',
        'Av. Insurgentes Sur',
        'Calz. de Tlalpan',
        'Eje Central',
      ]),
      city('Guadalajara', 20.6597, -103.3496, ['Av. Vallarta', 'Av. Juárez', 'Av. López Mateos']),
      city('Monterrey', 25.6866, -100.3161, ['Av. Constitución', 'Av. Garza Sada', 'Av. Gonzalitos']),
    ],
  },
  {
    id: 'latam',
    label: 'Latin America',
    zone: 'America/Sao_Paulo',
    companyId: 9001,
    otherCompanyId: 9002,
    cities: [
      city('São Paulo', -23.5505, -46.6333, [
        'Av. Paulista',
        'Rua Augusta',
        'Av. Rebouças',
        'Marginal Tietê',
      ]),
      city('Buenos Aires', -34.6037, -58.3816, [
        'Av. Corrientes',
        'Av. 9 de Julio',
        'Av. Santa Fe',
        'Av. Rivadavia',
      ]),
      city('Santiago', -33.4489, -70.6693, ['Av. Providencia', 'Alameda', 'Av. Apoquindo', 'Gran Avenida']),
    ],
  },
];

export function regionById(id: string): EmulatedRegion | undefined {
  return regions.find((region) => region.id === id);
}
