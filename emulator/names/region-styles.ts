import type { PlateStyle } from './plates.ts';

/** How a region names things: its language, vehicles, people, companies and fleets. */
export interface RegionStyle {
  language: 'en' | 'es' | 'pt';
  plate: PlateStyle;
  /** Vehicle kinds ("Ute") with the makes and models a fleet there runs, and how common each kind is. */
  vehicles: { kind: string; models: string[]; weight: number }[];
  firstNames: string[];
  lastNames: string[];
  /** Company names without their legal suffix, and the suffix. */
  companies: string[];
  legalSuffix: string;
  /** A business register number in the place's format; `#` is a digit. */
  registerNumber: string;
  fleets: [string, string, string, string];
  /** Driver devices: what they are called. */
  devices: string[];
  /** "Dana Demo's tablet" and the like. */
  deviceName: (device: string, driver: string) => string;
  tripName: (vehicle: string, n: number, date: string) => string;
}

const english = {
  language: 'en' as const,
  devices: ['tablet', 'phone', 'in-cab tablet'],
  deviceName: (device: string, driver: string) => `${driver}'s ${device}`,
  tripName: (vehicle: string, n: number, date: string) => `${vehicle}, trip ${n} on ${date}`,
};

const australia: RegionStyle = {
  ...english,
  plate: 'nsw',
  vehicles: [
    { kind: 'Ute', models: ['Toyota HiLux', 'Ford Ranger', 'Isuzu D-Max', 'Mitsubishi Triton'], weight: 4 },
    { kind: 'Van', models: ['Toyota HiAce', 'Renault Trafic', 'Ford Transit Custom'], weight: 3 },
    { kind: 'Truck', models: ['Isuzu NPR 75-190', 'Hino 500 FD', 'Fuso Canter'], weight: 2 },
    { kind: 'Prime Mover', models: ['Kenworth T610', 'Volvo FH16'], weight: 1 },
  ],
  firstNames: [
    'Jack',
    'Olivia',
    'Liam',
    'Charlotte',
    'Noah',
    'Mia',
    'Priya',
    'Kai',
    'Ella',
    'Tom',
    'Ngoc',
    'Aaliyah',
  ],
  lastNames: [
    'Smith',
    'Nguyen',
    'Wilson',
    'Taylor',
    'Brown',
    'Singh',
    'Kelly',
    'Chen',
    'Murphy',
    'Papadopoulos',
  ],
  companies: [
    'Harbourside Logistics',
    'Red Gum Couriers',
    'Southern Cross Freight',
    'Blue Wren Services',
    'Coastline Plumbing & Gas',
    'Outback Haulage',
    'Wattle Valley Deliveries',
    'Ironbark Civil',
  ],
  legalSuffix: 'Pty Ltd',
  registerNumber: 'ABN ## ### ### ###',
  fleets: ['Metro Deliveries', 'Field Service', 'Heavy Haulage', 'Regional Freight'],
};

const styles: Record<string, RegionStyle> = {
  au: australia,
  test: { ...australia, plate: 'wa' },
  qa: { ...australia, plate: 'sa' },
  staging: { ...australia, plate: 'tas' },
  nz: {
    ...australia,
    plate: 'nz',
    firstNames: ['Aroha', 'Tama', 'Mere', 'Nikau', 'Sophie', 'James', 'Hine', 'Oliver', 'Ana', 'Wiremu'],
    lastNames: ['Ngata', 'Parata', 'Smith', 'Williams', 'Tipene', 'Wilson', 'Brown', 'Walker', 'Fonoti'],
    companies: [
      'Kōwhai Logistics',
      'Tasman Freight',
      'Southern Alps Transport',
      'Kiwi Couriers',
      'Harbour City Electrical',
    ],
    legalSuffix: 'Ltd',
    registerNumber: 'NZBN 9429#########',
    fleets: ['Metro Deliveries', 'Field Service', 'Heavy Haulage', 'Inter-island Freight'],
  },
  us: {
    ...english,
    plate: 'il',
    vehicles: [
      { kind: 'Pickup', models: ['Ford F-150', 'Chevrolet Silverado 1500', 'Ram 1500'], weight: 4 },
      {
        kind: 'Cargo Van',
        models: ['Ford Transit 250', 'Mercedes-Benz Sprinter', 'Ram ProMaster'],
        weight: 3,
      },
      { kind: 'Box Truck', models: ['Isuzu NPR-HD', 'Freightliner M2 106'], weight: 2 },
      { kind: 'Tractor', models: ['Freightliner Cascadia', 'Peterbilt 579', 'Kenworth T680'], weight: 1 },
    ],
    firstNames: [
      'Michael',
      'Jessica',
      'José',
      'Ashley',
      'DeShawn',
      'Emily',
      'Carlos',
      'Sarah',
      'Tyler',
      'Mei',
    ],
    lastNames: ['Johnson', 'Garcia', 'Williams', 'Martinez', 'Brown', 'Davis', 'Rodriguez', 'Miller', 'Lee'],
    companies: [
      'Lakeshore Logistics',
      'Lone Star Freight',
      'Front Range Services',
      'Prairie Express',
      'Midwest HVAC',
    ],
    legalSuffix: 'Inc.',
    registerNumber: 'USDOT #######',
    fleets: ['Metro Delivery', 'Field Service', 'Long Haul', 'Regional Freight'],
  },
  uk: {
    ...english,
    plate: 'uk-london',
    vehicles: [
      {
        kind: 'Van',
        models: ['Ford Transit Custom', 'Vauxhall Vivaro', 'Volkswagen Transporter'],
        weight: 4,
      },
      { kind: 'Pickup', models: ['Toyota Hilux', 'Ford Ranger'], weight: 2 },
      { kind: 'Luton', models: ['Ford Transit Luton', 'Peugeot Boxer Luton'], weight: 2 },
      { kind: 'Lorry', models: ['DAF XF', 'Scania R 450', 'Volvo FH'], weight: 1 },
    ],
    firstNames: [
      'Oliver',
      'Amelia',
      'Harry',
      'Isla',
      'Mohammed',
      'Grace',
      'George',
      'Priya',
      'Callum',
      'Siobhan',
    ],
    lastNames: ['Smith', 'Jones', 'Patel', 'Taylor', 'Hughes', 'Khan', 'Evans', 'Walsh', 'Wright', 'Begum'],
    companies: [
      'Thames Logistics',
      'Pennine Freight',
      'Midlands Parcel Co',
      'Northern Lights Electrical',
      'Albion Couriers',
    ],
    legalSuffix: 'Ltd',
    registerNumber: 'Company No. 0#######',
    fleets: ['City Deliveries', 'Field Engineers', 'Heavy Haulage', 'Trunking'],
  },
  mx: {
    language: 'es',
    plate: 'mx',
    vehicles: [
      { kind: 'Camioneta', models: ['Nissan NP300', 'Toyota Hilux', 'Chevrolet S10'], weight: 4 },
      { kind: 'Furgoneta', models: ['Nissan Urvan', 'Mercedes-Benz Sprinter', 'Renault Master'], weight: 3 },
      { kind: 'Camión', models: ['Isuzu ELF 600', 'International 4300', 'Hino Serie 500'], weight: 2 },
      { kind: 'Tractocamión', models: ['Kenworth T680', 'Freightliner Cascadia'], weight: 1 },
    ],
    firstNames: [
      'Luis',
      'María',
      'José',
      'Guadalupe',
      'Juan',
      'Fernanda',
      'Alejandro',
      'Ximena',
      'Miguel',
      'Sofía',
    ],
    lastNames: ['Hernández', 'García', 'Martínez', 'López', 'González', 'Pérez', 'Ramírez', 'Flores', 'Cruz'],
    companies: [
      'Transportes del Bajío',
      'Logística Azteca',
      'Fletes Regiomontanos',
      'Distribuidora Jalisco',
      'Servicios Anáhuac',
    ],
    legalSuffix: 'S.A. de C.V.',
    registerNumber: 'RFC LLL######LL#',
    fleets: ['Reparto Urbano', 'Servicio Técnico', 'Carga Pesada', 'Foráneo'],
    devices: ['tableta', 'celular'],
    deviceName: (device, driver) => `${device[0]?.toUpperCase() ?? ''}${device.slice(1)} de ${driver}`,
    tripName: (vehicle, n, date) => `${vehicle}, viaje ${n} del ${date}`,
  },
  latam: {
    language: 'pt',
    plate: 'br',
    vehicles: [
      { kind: 'Picape', models: ['Fiat Strada', 'Volkswagen Saveiro', 'Toyota Hilux'], weight: 4 },
      { kind: 'Furgão', models: ['Fiat Ducato', 'Renault Master', 'Mercedes-Benz Sprinter'], weight: 3 },
      {
        kind: 'Caminhão',
        models: ['Volkswagen Delivery 11.180', 'Mercedes-Benz Accelo', 'Iveco Tector'],
        weight: 2,
      },
      { kind: 'Cavalo Mecânico', models: ['Scania R 450', 'Volvo FH 540'], weight: 1 },
    ],
    firstNames: [
      'João',
      'Ana',
      'Martín',
      'Camila',
      'Lucas',
      'Valentina',
      'Matías',
      'Beatriz',
      'Pedro',
      'Florencia',
    ],
    lastNames: ['Silva', 'Souza', 'Fernández', 'Rojas', 'Oliveira', 'González', 'Pereira', 'Muñoz', 'Costa'],
    companies: [
      'Transportes Paulista',
      'Logística Cone Sul',
      'Expresso Andino',
      'Rápido Platense',
      'Cargas Mercosul',
    ],
    legalSuffix: 'Ltda.',
    registerNumber: 'CNPJ ##.###.###/0001-##',
    fleets: ['Entregas Urbanas', 'Assistência Técnica', 'Carga Pesada', 'Rodoviário'],
    devices: ['tablet', 'celular'],
    deviceName: (device, driver) => `${device[0]?.toUpperCase() ?? ''}${device.slice(1)} de ${driver}`,
    tripName: (vehicle, n, date) => `${vehicle}, viagem ${n} de ${date}`,
  },
};

export function styleOf(regionId: string): RegionStyle {
  return styles[regionId] ?? australia;
}
