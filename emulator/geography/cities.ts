import { places as americas } from './places-americas.ts';
import { places as oceania } from './places-oceania.ts';
import { places as uk } from './places-uk.ts';

/** A suburb or town near a city: the locality named in `location`, and a junction of the road network. */
export interface Place {
  name: string;
  lat: number;
  lng: number;
  /** How an address names it: "Parramatta NSW", "Evanston, IL", "Coyoacán, Ciudad de México". */
  label: string;
}

export interface City {
  /** The city as addresses name it: "Sydney NSW", "Chicago, IL", "London". */
  name: string;
  lat: number;
  lng: number;
  /** Real street names of the city, for addresses. */
  streets: readonly string[];
  /** The city centre first, then its suburbs and towns nearest first. */
  places: readonly Place[];
  /** "Av. Paulista 1500" rather than "1500 Av. Paulista". */
  numberAfterStreet: boolean;
  /** Highest house number used. */
  maxNumber: number;
}

type Style = 'state' | 'city' | 'us' | 'latin';
const gazetteer: Record<string, readonly (readonly [string, number, number])[]> = {
  ...oceania,
  ...americas,
  ...uk,
};

/** "Sydney NSW" + 'state' gives suburbs as "Parramatta NSW"; 'city' as "Ponsonby, Auckland". */
function city(name: string, lat: number, lng: number, style: Style, streets: string[]): City {
  const suffix =
    style === 'state'
      ? ` ${name.split(' ').at(-1) ?? ''}`
      : style === 'us'
        ? `, ${name.split(', ').at(-1) ?? ''}`
        : `, ${name}`;
  const around = (gazetteer[name] ?? []).map(([place, placeLat, placeLng]) => ({
    name: place,
    lat: placeLat,
    lng: placeLng,
    label: `${place}${suffix}`,
  }));
  return {
    name,
    lat,
    lng,
    streets,
    places: [{ name, lat, lng, label: name }, ...around],
    numberAfterStreet: style === 'latin',
    maxNumber: style === 'us' ? 9800 : style === 'latin' ? 3200 : 480,
  };
}

// prettier-ignore
export const cities = {
  perth: city('Perth WA', -31.9523, 115.8613, 'state', ['Hay St', 'Murray St', 'Great Eastern Hwy', 'Stirling Hwy', 'Albany Hwy', 'Wanneroo Rd', 'Canning Hwy', 'Leach Hwy', 'Scarborough Beach Rd', 'Beaufort St', 'Guildford Rd', 'Welshpool Rd']),
  adelaide: city('Adelaide SA', -34.9285, 138.6007, 'state', ['King William St', 'Rundle St', 'Port Rd', 'Glen Osmond Rd', 'Main North Rd', 'South Rd', 'Anzac Hwy', 'Greenhill Rd', 'Magill Rd', 'Grange Rd', 'Unley Rd', 'Churchill Rd']),
  hobart: city('Hobart TAS', -42.8821, 147.3272, 'state', ['Elizabeth St', 'Macquarie St', 'Sandy Bay Rd', 'Brooker Hwy', 'Main Rd', 'Davey St', 'Tasman Hwy', 'Channel Hwy', 'East Derwent Hwy', 'Lyell Hwy']),
  sydney: city('Sydney NSW', -33.8688, 151.2093, 'state', ['George St', 'Pitt St', 'Parramatta Rd', 'Oxford St', 'King St', 'Victoria Rd', 'Pacific Hwy', 'Princes Hwy', 'Canterbury Rd', 'Great Western Hwy', 'Hume Hwy', 'Military Rd', 'Botany Rd', 'Pennant Hills Rd', 'Old Windsor Rd']),
  melbourne: city('Melbourne VIC', -37.8136, 144.9631, 'state', ['Collins St', 'Swanston St', 'Flinders St', 'Sydney Rd', 'Hoddle St', 'Punt Rd', 'St Kilda Rd', 'Nepean Hwy', 'Plenty Rd', 'Dandenong Rd', 'Ballarat Rd', 'Warrigal Rd', 'Burwood Hwy', 'Springvale Rd']),
  brisbane: city('Brisbane QLD', -27.4698, 153.0251, 'state', ['Queen St', 'Ann St', 'Logan Rd', 'Wickham Tce', 'Gympie Rd', 'Ipswich Rd', 'Coronation Dr', 'Sandgate Rd', 'Old Cleveland Rd', 'Beaudesert Rd', 'Moggill Rd', 'Kingsford Smith Dr']),
  auckland: city('Auckland', -36.8485, 174.7633, 'city', ['Queen St', 'Karangahape Rd', 'Great North Rd', 'Dominion Rd', 'Great South Rd', 'Manukau Rd', 'Sandringham Rd', 'Tamaki Dr', 'Lake Rd', 'Ti Rakau Dr', 'Lincoln Rd', 'Remuera Rd']),
  wellington: city('Wellington', -41.2866, 174.7756, 'city', ['Lambton Quay', 'Willis St', 'Cuba St', 'Adelaide Rd', 'The Terrace', 'Kent Tce', 'Hutt Rd', 'Jackson St', 'High St', 'Johnsonville Rd', 'Evans Bay Pde', 'Karori Rd']),
  christchurch: city('Christchurch', -43.5321, 172.6362, 'city', ['Colombo St', 'Riccarton Rd', 'Papanui Rd', 'Ferry Rd', 'Lincoln Rd', 'Blenheim Rd', 'Moorhouse Ave', 'Main North Rd', 'Memorial Ave', 'Brougham St', 'Marshland Rd', 'Pages Rd']),
  chicago: city('Chicago, IL', 41.8781, -87.6298, 'us', ['Michigan Ave', 'State St', 'Halsted St', 'Western Ave', 'Ashland Ave', 'Cicero Ave', 'Pulaski Rd', 'Roosevelt Rd', 'North Ave', 'Irving Park Rd', 'Archer Ave', 'Harlem Ave', 'Milwaukee Ave']),
  dallas: city('Dallas, TX', 32.7767, -96.797, 'us', ['Main St', 'Elm St', 'Ross Ave', 'Lemmon Ave', 'Greenville Ave', 'Mockingbird Ln', 'Preston Rd', 'Belt Line Rd', 'Northwest Hwy', 'Harry Hines Blvd', 'Inwood Rd', 'Buckner Blvd', 'Royal Ln']),
  denver: city('Denver, CO', 39.7392, -104.9903, 'us', ['Colfax Ave', 'Broadway', 'Federal Blvd', 'Speer Blvd', 'Colorado Blvd', 'Alameda Ave', 'Hampden Ave', 'Santa Fe Dr', 'Wadsworth Blvd', 'Sheridan Blvd', 'Evans Ave', 'Quebec St', 'Havana St']),
  london: city('London', 51.5074, -0.1278, 'city', ['Oxford St', 'Old Kent Rd', 'Euston Rd', 'Kingsland Rd', 'Edgware Rd', 'Holloway Rd', 'Brixton Rd', 'Commercial Rd', 'Seven Sisters Rd', 'Uxbridge Rd', 'Mile End Rd', 'Finchley Rd', 'London Rd', 'High St']),
  manchester: city('Manchester', 53.4808, -2.2426, 'city', ['Deansgate', 'Oxford Rd', 'Market St', 'Ashton Old Rd', 'Wilmslow Rd', 'Stockport Rd', 'Oldham Rd', 'Bury New Rd', 'Chester Rd', 'Princess Rd', 'Hyde Rd', 'Rochdale Rd', 'Manchester Rd']),
  birmingham: city('Birmingham', 52.4862, -1.8904, 'city', ['Broad St', 'Corporation St', 'Hagley Rd', 'Coventry Rd', 'Bristol Rd', 'Soho Rd', 'Stratford Rd', 'Alcester Rd', 'Pershore Rd', 'Walsall Rd', 'Lichfield Rd', 'Warwick Rd', 'High St']),
  mexicoCity: city('Ciudad de México', 19.4326, -99.1332, 'latin', ['Av. Reforma', 'Av. Insurgentes Sur', 'Calz. de Tlalpan', 'Eje Central', 'Av. Revolución', 'Av. Universidad', 'Calz. Ignacio Zaragoza', 'Av. Río Churubusco', 'Periférico Sur', 'Av. Chapultepec', 'Calz. de Guadalupe', 'Av. Tláhuac']),
  guadalajara: city('Guadalajara', 20.6597, -103.3496, 'latin', ['Av. Vallarta', 'Av. Juárez', 'Av. López Mateos', 'Av. Patria', 'Av. Américas', 'Av. Hidalgo', 'Calz. Independencia', 'Av. Lázaro Cárdenas', 'Av. Federalismo', 'Av. Revolución', 'Periférico Norte']),
  monterrey: city('Monterrey', 25.6866, -100.3161, 'latin', ['Av. Constitución', 'Av. Garza Sada', 'Av. Gonzalitos', 'Av. Revolución', 'Av. Lincoln', 'Av. Madero', 'Av. Ruiz Cortines', 'Av. Morones Prieto', 'Av. Universidad', 'Av. Vasconcelos', 'Av. Benito Juárez']),
  saoPaulo: city('São Paulo', -23.5505, -46.6333, 'latin', ['Av. Paulista', 'Rua Augusta', 'Av. Rebouças', 'Marginal Tietê', 'Av. Brigadeiro Faria Lima', 'Av. Ipiranga', 'Rua da Consolação', 'Av. Sumaré', 'Av. Santo Amaro', 'Av. do Estado', 'Rua Vergueiro', 'Av. Francisco Matarazzo']),
  buenosAires: city('Buenos Aires', -34.6037, -58.3816, 'latin', ['Av. Corrientes', 'Av. 9 de Julio', 'Av. Santa Fe', 'Av. Rivadavia', 'Av. de Mayo', 'Av. Cabildo', 'Av. Belgrano', 'Av. Independencia', 'Av. San Martín', 'Av. Juan B. Justo', 'Av. General Paz', 'Av. del Libertador', 'Av. Callao']),
  santiago: city('Santiago', -33.4489, -70.6693, 'latin', ['Av. Providencia', 'Alameda', 'Av. Apoquindo', 'Gran Avenida', 'Av. Vicuña Mackenna', 'Av. Irarrázaval', 'Av. Matta', 'Av. Pajaritos', 'Av. Independencia', 'Av. Recoleta', 'Av. Kennedy', 'Av. Departamental']),
};
