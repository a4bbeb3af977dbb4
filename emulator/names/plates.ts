import type { Random } from '../fleet-data/random.ts';

/** Number plates as each place writes them. Letters that plates avoid (I, O, Q) are left out everywhere. */
const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const consonants = 'BCDFGHJKLPRSTVWXYZ';

const letter = (random: Random, from = letters) => from[random.int(0, from.length - 1)] ?? 'A';
const digit = (random: Random) => String(random.int(0, 9));

/** Fills a pattern: L a letter, C a consonant, 9 a digit; anything else stays. */
function fill(random: Random, pattern: string): string {
  return [...pattern]
    .map((char) => {
      if (char === 'L') return letter(random);
      if (char === 'C') return letter(random, consonants);
      if (char === '9') return digit(random);
      return char;
    })
    .join('');
}

/** A UK plate: area letters of the city, a 2023–2025 age identifier, three random letters. */
function ukPlate(random: Random, area: string): string {
  const age = random.pick(['23', '73', '24', '74', '25', '75']);
  const local = letter(random, 'ABCDEFGHJKLMNPRSTVWXY');
  return `${area}${local}${age} ${fill(random, 'LLL')}`;
}

export type PlateStyle =
  | 'nsw'
  | 'vic'
  | 'qld'
  | 'wa'
  | 'sa'
  | 'tas'
  | 'nz'
  | 'il'
  | 'tx'
  | 'co'
  | 'uk-london'
  | 'uk-manchester'
  | 'uk-birmingham'
  | 'mx'
  | 'br'
  | 'ar'
  | 'cl';

export function plate(random: Random, style: PlateStyle): string {
  switch (style) {
    case 'nsw':
      return fill(random, 'LL-99-LL');
    case 'vic':
      return fill(random, '9LL-9LL');
    case 'qld':
      return fill(random, '999-LL9');
    case 'wa':
      return fill(random, '1LLL-999');
    case 'sa':
      return fill(random, 'S 999 LLL');
    case 'tas':
      return fill(random, 'L99 LL');
    case 'nz':
      return fill(random, 'LLL999');
    case 'il':
      return fill(random, 'LL 99999');
    case 'tx':
      return fill(random, 'LLL-9999');
    case 'co':
      return fill(random, 'LLL-L99');
    case 'uk-london':
      return ukPlate(random, 'L');
    case 'uk-manchester':
      return ukPlate(random, 'M');
    case 'uk-birmingham':
      return ukPlate(random, 'B');
    case 'mx':
      return fill(random, 'LLL-999-L');
    case 'br':
      return fill(random, 'LLL9L99');
    case 'ar':
      return fill(random, 'LL 999 LL');
    case 'cl':
      return fill(random, 'CC·CC·99');
  }
}

/** The plate style of a vehicle's home city (by the city's name), else the region's usual one. */
export function plateStyleOf(cityName: string, fallback: PlateStyle): PlateStyle {
  const byCity: [RegExp, PlateStyle][] = [
    [/NSW|Sydney/, 'nsw'],
    [/VIC|Melbourne/, 'vic'],
    [/QLD|Brisbane/, 'qld'],
    [/WA\b|Perth/, 'wa'],
    [/SA\b|Adelaide/, 'sa'],
    [/TAS|Hobart/, 'tas'],
    [/IL\b|Chicago/, 'il'],
    [/TX\b|Dallas|Houston|Austin/, 'tx'],
    [/CO\b|Denver/, 'co'],
    [/London/, 'uk-london'],
    [/Manchester/, 'uk-manchester'],
    [/Birmingham/, 'uk-birmingham'],
    [/São Paulo|Rio|Brasil|Brazil/, 'br'],
    [/Buenos Aires|Córdoba|Rosario/, 'ar'],
    [/Santiago|Valparaíso/, 'cl'],
  ];
  return byCity.find(([pattern]) => pattern.test(cityName))?.[1] ?? fallback;
}

/** A 15-digit IMEI with a valid Luhn check digit, as telematics units and phones are identified. */
export function imei(random: Random): string {
  const body = `35${fill(random, '999999999999')}`;
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    let value = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      value *= 2;
      if (value > 9) value -= 9;
    }
    sum += value;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}
