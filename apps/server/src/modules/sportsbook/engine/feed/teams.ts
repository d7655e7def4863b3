import type { Sport } from '../types.js';
import type { FeedLeague, FeedTeam } from './feed.js';

// The sandbox's competitions and their sides. Every club, team and player is invented: the names sound
// like a league's but belong to no real club, team or person.

/** A competition of the sandbox and the names of its sides. */
export type CompetitionSides = {
  sport: Sport;
  league: FeedLeague;
  /** The sides' names (e-football: the players' tags, each with the club they play). */
  names: readonly string[];
};

const ENGLISH_CLUBS = [
  'Northbridge United',
  'Ashcombe Rovers',
  'Kingsmere City',
  'Harwood Athletic',
  'Westvale Wanderers',
  'Millbrook Town',
  'Redcliffe Albion',
  'Eastholm Forest',
  'Stonebridge Rangers',
  'Larkhill County',
  'Blackmoor City',
  'Thornwick Athletic',
  'Fenwick Park',
  'Marden Heath',
  'Castlemoor Vale',
  'Southmere United',
  'Brackenridge',
  'Oakhurst Rovers',
  'Whitcliffe Town',
  'Greystone Harriers',
];

const SPANISH_CLUBS = [
  'Real Montealto',
  'Atlético Serranía',
  'Deportivo Costaluz',
  'CD Valdoria',
  'Unión Almendral',
  'Racing Puerto Azul',
  'Sporting Marisol',
  'CF Torreluna',
  'SD Riberalta',
  'UD Castellar',
  'Club Olivares',
  'Real Sotomar',
  'Atlético Vallehondo',
  'CD Peñaroja',
  'Deportivo Arenales',
  'UD Miramonte',
  'CF Lomas del Sol',
  'SD Aguaviva',
  'Real Cantera',
  'Juventud Navalta',
];

const ASIAN_CUP_CLUBS = [
  'Hanseong Tigers',
  'Nakdong Harbour',
  'Halla Islanders',
  'Kansai Harbour',
  'Musashi Athletic',
  'Shonan Tide',
  'Pearl River Dragons',
  'Yellow Sea Mariners',
  'Najd Falcons',
  'Gulf Crescent',
  'Alborz Eagles',
  'Samarkand Lions',
  'Yarra Valley',
  'Klang Valley Royals',
  'Chao Phraya United',
  'Red River',
];

const THAI_CLUBS = [
  'Lanna United',
  'Isan Warriors',
  'Andaman Sharks',
  'Khorat Thunder',
  'Gulf Coast Marlins',
  'Old Capital',
  'Mekong Riverside',
  'Phetkasem Rangers',
  'Nakhon City',
  'Golden Triangle',
  'Hua Hin Breeze',
  'Samut Harbour',
  'Kanchana Athletic',
  'Rattana Stars',
  'Udon Elephants',
  'Songkhla Mariners',
];

const ESOCCER_PLAYERS = [
  'Kraken',
  'Viper',
  'Maestro',
  'Blaze',
  'Nomad',
  'Falcon',
  'Ronin',
  'Zephyr',
  'Titan',
  'Echo',
];
/** The club each e-football player plays with, in the order of the players. */
const ESOCCER_CLUBS = [
  'Northbridge United',
  'Real Montealto',
  'Kingsmere City',
  'Atlético Serranía',
  'Hanseong Tigers',
  'Lanna United',
  'Redcliffe Albion',
  'Deportivo Costaluz',
  'Pearl River Dragons',
  'Eastholm Forest',
];

const MEN_PLAYERS = [
  'A. Sorensen',
  'M. Okafor',
  'L. Brandt',
  'D. Moreau',
  'K. Tanabe',
  'R. Albescu',
  'J. Whitfield',
  'T. Novaković',
  'P. Castellano',
  'S. Ivashin',
  'H. Lindqvist',
  'E. Marchetti',
  'B. Oyelaran',
  'C. Duarte',
  'F. Kowalczyk',
  'G. Haddad',
  'I. Petrescu',
  'N. Arakawa',
  'O. Vanderberg',
  'V. Salcedo',
  'W. Thorne',
  'Y. Benali',
  'Z. Horvath',
  'D. Kirilenko',
];

const WOMEN_PLAYERS = [
  'E. Lindholm',
  'S. Nakamori',
  'M. Ferreira',
  'A. Kovalenko',
  'J. Ashworth',
  'L. Bianchi',
  'C. Mbeki',
  'N. Sato',
  'R. Delacroix',
  'T. Wojcik',
  'V. Esposito',
  'K. Lundgren',
  'P. Anand',
  'H. Morales',
  'O. Petrova',
  'I. Vasquez',
  'G. Halvorsen',
  'D. Chaiyaporn',
  'B. Tremblay',
  'F. Nguyen-Thi',
  'M. Rosalind',
  'Y. Kurosawa',
  'U. Eriksdottir',
  'W. Santoso',
];

/** Every competition of the sandbox. */
export const COMPETITIONS = [
  {
    sport: 'football',
    league: { code: 'epd', name: 'English Premier Division', country: 'ENG' },
    names: ENGLISH_CLUBS,
  },
  {
    sport: 'football',
    league: { code: 'lpn', name: 'Liga Peninsular', country: 'ESP' },
    names: SPANISH_CLUBS,
  },
  {
    sport: 'football',
    league: { code: 'acc', name: 'Asian Champions Cup', country: 'INT' },
    names: ASIAN_CUP_CLUBS,
  },
  {
    sport: 'football',
    league: { code: 'sss', name: 'Siam Super League', country: 'THA' },
    names: THAI_CLUBS,
  },
  {
    sport: 'basketball',
    league: { code: 'apb', name: 'Asia Pacific Basketball League', country: 'INT' },
    names: [
      'Harbour City Hawks',
      'Jade Dragons',
      'Coral Coast Sharks',
      'Monsoon Kings',
      'Typhoon Riders',
      'Golden Lotus',
      'Volcano Blaze',
      'Pacific Mariners',
      'Sunrise Phoenix',
      'Bamboo Tigers',
      'Island Storm',
      'Sky Rangers',
    ],
  },
  {
    sport: 'basketball',
    league: { code: 'abc', name: 'Archipelago Basketball Conference', country: 'PHL' },
    names: [
      'Luzon Stallions',
      'Visayas Waves',
      'Mindanao Eagles',
      'Cebu Islanders',
      'Pampanga Titans',
      'Davao Durians',
      'Iloilo Riders',
      'Bicol Volcanoes',
      'Batangas Bulls',
      'Palawan Rays',
      'Laguna Herons',
      'Zamboanga Sails',
    ],
  },
  {
    sport: 'tennis',
    league: { code: 'scm', name: "Southern Cross Championships, Men's Singles", country: 'AUS' },
    names: MEN_PLAYERS,
  },
  {
    sport: 'tennis',
    league: { code: 'sow', name: "Straits Open, Women's Singles", country: 'SGP' },
    names: WOMEN_PLAYERS,
  },
  {
    sport: 'efootball',
    league: { code: 'es8', name: 'eSoccer 8-Minute League', country: 'INT' },
    names: ESOCCER_PLAYERS.map((tag, i) => `${ESOCCER_CLUBS[i]} (${tag})`),
  },
  {
    sport: 'moba',
    league: { code: 'msl', name: 'MOBA Southeast Asia League', country: 'INT' },
    names: [
      'Tidal Serpents',
      'Jade Wolves',
      'Crimson Monarchs',
      'Night Owls Gaming',
      'Storm Reapers',
      'Lotus Vanguard',
      'Iron Kirin',
      'Aurora Blades',
      'Obsidian Crows',
      'Solar Tigers',
    ],
  },
  {
    sport: 'moba',
    league: { code: 'mcs', name: 'MOBA Champions Series', country: 'INT' },
    names: [
      'Celestial Wyverns',
      'Phantom Ravens',
      'Golden Garuda',
      'Thunder Naga',
      'Silver Cranes',
      'Eclipse Legion',
      'Nova Paladins',
      'Frostfire Gaming',
    ],
  },
  {
    sport: 'shooter',
    league: { code: 'tsp', name: 'Tactical Shooter Pro League', country: 'INT' },
    names: [
      'Bullet Monks',
      'Steel Cobras',
      'Ghost Division',
      'Red Ember',
      'Peak Hunters',
      'Sandstorm Five',
      'Neon Jackals',
      'Silent Foxes',
      'Vortex Squad',
      'Havoc Unit',
      'Black Scorpions',
      'Grey Sentinels',
    ],
  },
] as const satisfies readonly CompetitionSides[];

export type CompetitionCode = (typeof COMPETITIONS)[number]['league']['code'];

/**
 * A side's code: its name in lower case ASCII, words joined by '-' ('CD Peñaroja' is 'cd-penaroja');
 * an e-football player's code is their tag ('Kraken').
 */
export function sideCode(name: string): string {
  const tag = /\(([^)]+)\)$/.exec(name)?.[1] ?? name;
  return tag
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The sides of a competition. */
export const sidesOf = (competition: CompetitionSides): FeedTeam[] =>
  competition.names.map((name) => ({ code: sideCode(name), name }));
