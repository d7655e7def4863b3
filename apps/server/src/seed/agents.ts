import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../db/client.js';
import { members, merchants } from '../db/schema.js';
import { rowsOf } from '../db/rows.js';
import { usableZone } from '../lib/date-range.js';
import { hashPassword } from '../lib/passwords.js';
import { createMembersRepository } from '../modules/members/index.js';
import { planTeamActivity, type PlannedAccount, type PlayableGame } from './agent-activity.js';
import { random } from './random.js';
import { DEMO_PASSWORD } from './demo-password.js';
import { writeTeamActivity } from './agent-history.js';
import { seedAgentContracts } from './agent-contracts.js';

// agent01's team in the demo: sub-agents on three levels below it and members under each agent, with
// deposits, rounds and agent transfers over the last 30 days, so that every report of the agent centre
// has figures on a new install. Every account signs in with the demo password.

/** The top agent the team grows under (seeded by the brand's accounts). */
export const TEAM_TOP = 'agent01';

type TeamAgent = {
  username: string;
  nickname: string;
  /** One of the brand's agent types (demo: 1, 2, 41, 42). */
  type: number;
  /** Members (type 0) directly under the agent: "username Nickname". */
  members: string[];
  agents?: TeamAgent[];
};

/** agent01's sub-agents, their sub-agents, and the members of each. */
export const DEMO_TEAM: TeamAgent[] = [
  {
    username: 'cebuhawk',
    nickname: 'Cebu Hawk',
    type: 1,
    members: ['mariel88 Mariel', 'jericho21 Jericho', 'kristine07 Kristine'],
    agents: [
      {
        username: 'mactanace',
        nickname: 'Mactan Ace',
        type: 2,
        members: ['paolo1990 Paolo', 'angelica22 Angelica'],
        agents: [
          {
            username: 'lapuking',
            nickname: 'Lapu King',
            type: 41,
            members: ['ramon77 Ramon', 'jasmine05 Jas'],
          },
          {
            username: 'oslobshark',
            nickname: 'Oslob Shark',
            type: 42,
            members: ['carlo99 Carlo', 'bea2024 Bea'],
          },
        ],
      },
      {
        username: 'bantayansun',
        nickname: 'Bantayan Sun',
        type: 41,
        members: ['migs888 Migs', 'lovely14 Lovely', 'joshua31 Joshua'],
      },
    ],
  },
  {
    username: 'davaoduke',
    nickname: 'Davao Duke',
    type: 2,
    members: ['princess09 Princess', 'markanthony Mark Anthony'],
    agents: [
      {
        username: 'samalbay',
        nickname: 'Samal Bay',
        type: 41,
        members: ['rochelle12 Rochelle', 'jomar2000 Jomar'],
        agents: [
          {
            username: 'talikudreef',
            nickname: 'Talikud Reef',
            type: 42,
            members: ['aileen33 Aileen', 'rodel45 Rodel', 'cherry18 Cherry'],
          },
        ],
      },
      {
        username: 'tagumtiger',
        nickname: 'Tagum Tiger',
        type: 42,
        members: ['vince101 Vince', 'hazel26 Hazel'],
      },
    ],
  },
  {
    username: 'luzonlotus',
    nickname: 'Luzon Lotus',
    type: 1,
    members: ['arnel56 Arnel', 'joyjoy88 Joy', 'kenneth03 Kenneth'],
    agents: [
      {
        username: 'baguiopine',
        nickname: 'Baguio Pine',
        type: 2,
        members: ['nicole19 Nicole', 'ryan2023 Ryan'],
        agents: [
          {
            username: 'sagadamist',
            nickname: 'Sagada Mist',
            type: 41,
            members: ['divine11 Divine', 'edwin74 Edwin'],
          },
        ],
      },
      {
        username: 'viganheritage',
        nickname: 'Vigan Heritage',
        type: 41,
        members: ['trixie06 Trixie', 'dante61 Dante', 'lyka2001 Lyka'],
        agents: [
          {
            username: 'laoagwind',
            nickname: 'Laoag Wind',
            type: 42,
            members: ['ronald52 Ronald', 'mylene28 Mylene'],
          },
        ],
      },
    ],
  },
];

const DAY = 86_400_000;

type Node = { username: string; nickname: string; type: number; level: number; parent: number | null };

/** The team in order, every upline before its downline (indexes of `parent` point into the list). */
function flatten(team: readonly TeamAgent[]): Node[] {
  const nodes: Node[] = [];
  const visit = (agent: TeamAgent, level: number, parent: number | null) => {
    const index = nodes.push({ ...agent, level, parent }) - 1;
    for (const entry of agent.members) {
      const [username = '', ...name] = entry.split(' ');
      nodes.push({ username, nickname: name.join(' '), type: 0, level: level + 1, parent: index });
    }
    for (const sub of agent.agents ?? []) visit(sub, level + 1, index);
  };
  for (const agent of team) visit(agent, 1, null);
  return nodes;
}

/**
 * When each account was opened: agents of the first level about eight weeks ago, each level later, members
 * some days after their agent (a third of them inside the last 30 days), never in the last two days.
 */
function openingTimes(nodes: readonly Node[], now: Date): Date[] {
  const rng = random('royal-lotus-team:opened');
  const times: Date[] = [];
  for (const node of nodes) {
    const parentAt = node.parent === null ? now.getTime() - 60 * DAY : times[node.parent]!.getTime();
    const spread = node.type === 0 ? rng.int(1, 26) : rng.int(3, 12);
    const at = Math.min(parentAt + spread * DAY + rng.int(0, 86_399) * 1_000, now.getTime() - 2 * DAY);
    times.push(new Date(at));
  }
  return times;
}

/** Games the team plays: the four most featured of each category whose vendor plays on the main wallet. */
async function playableGames(tx: Transaction, merchantId: number): Promise<PlayableGame[]> {
  const rows = await rowsOf<{ vendor_code: string; game_type: string; game_code: string; name: string }>(
    tx,
    sql`select vendor_code, game_type, game_code, name from (
          select g.vendor_code, g.game_type, g.game_code, coalesce(g.name->>'EN', g.game_code) as name,
                 row_number() over (partition by g.game_type
                                    order by g.is_hot desc, g.sort, g.vendor_code, g.game_code) as n
            from games g
            join game_vendors v on v.merchant_id = g.merchant_id and v.code = g.vendor_code
                                and v.category = g.game_type and v.wallet_mode = 'seamless'
           where g.merchant_id = ${merchantId} and g.is_game = 'GAME') ranked
         where n <= 4
         order by game_type, n`,
  );
  return rows.map((r) => ({
    vendorCode: r.vendor_code,
    gameType: r.game_type,
    gameCode: r.game_code,
    gameName: r.name,
  }));
}

/**
 * Grows agent01's team with its last 30 days of play. Does nothing for a brand without agent01 or when
 * agent01 already has agents below it (the seed runs once per brand).
 */
export async function seedAgentTeam(tx: Transaction, merchantId: number, now = new Date()): Promise<void> {
  const [top] = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.usernameLower, TEAM_TOP)));
  if (!top) return;
  const [grown] = await rowsOf<{ n: number }>(
    tx,
    sql`select count(*)::int as n from members where upline_id = ${top.id} and type <> 0`,
  );
  if (Number(grown?.n ?? 0) > 0) return;
  const [brand] = await tx
    .select({ settings: merchants.settings, defaultLanguage: merchants.defaultLanguage })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  if (!brand) return;

  const nodes = flatten(DEMO_TEAM);
  const opened = openingTimes(nodes, now);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const repo = createMembersRepository(tx);
  const ids: number[] = [];
  for (const [i, node] of nodes.entries()) {
    const inserted = await repo.insertWithWallet(
      {
        merchantId,
        username: node.username,
        usernameLower: node.username.toLowerCase(),
        passwordHash,
        nickname: node.nickname,
        type: node.type,
        uplineId: node.parent === null ? top.id : ids[node.parent]!,
        language: brand.defaultLanguage,
        createdAt: opened[i]!,
        passwordChangedAt: opened[i]!,
      },
      tx,
    );
    if (!inserted.ok) throw new Error(`demo team account ${node.username}: ${inserted.taken} taken`);
    ids.push(inserted.member.id);
  }

  await seedAgentContracts(
    tx,
    merchantId,
    top.id,
    nodes.flatMap((node, i) => (node.parent === null && node.type !== 0 ? [ids[i]!] : [])),
    now,
  );

  const games = await playableGames(tx, merchantId);
  if (games.length === 0) return;
  const planned: PlannedAccount[] = nodes.map((node, i) => ({
    username: node.username,
    isAgent: node.type !== 0,
    level: node.level,
    createdAt: opened[i]!,
    members: nodes.flatMap((child, c) => (child.parent === i && child.type === 0 ? [c] : [])),
  }));
  const activity = planTeamActivity(planned, games, {
    now,
    timeZone: usableZone(brand.settings.timeZone),
  });
  await writeTeamActivity(tx, merchantId, {
    memberIds: ids,
    usernames: nodes.map((n) => n.username),
    activity,
  });
}
