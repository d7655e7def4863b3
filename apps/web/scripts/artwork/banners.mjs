// Route-group banners, 1600 x 400, without words: calm on the left, an illustration on the right 45%.
import { bannerFinish } from './backdrops.mjs';
import { GAME_BANNERS } from './banners-games.mjs';
import { SITE_BANNERS } from './banners-site.mjs';
import { Doc, random } from './svg.mjs';

const BANNERS = { ...GAME_BANNERS, ...SITE_BANNERS };

export const BANNER_TITLES = {
  w_home: 'Royal Lotus casino and sportsbook',
  w_rng: 'Slots',
  w_live: 'Live casino',
  w_fish: 'Fishing games',
  w_pvp: 'Card and tile games',
  w_sports: 'Sports betting',
  w_esports: 'E-sports betting',
  w_lott: 'Lottery',
  w_down: 'Download the app',
  w_promotion: 'Promotions',
  w_shop: 'Points shop',
  w_help: 'Help centre',
  w_login: 'Welcome back',
  w_reg: 'Join Royal Lotus',
};

/** [relative path, svg] for every banner. */
export function banners() {
  return Object.entries(BANNERS).map(([name, draw]) => {
    const doc = new Doc();
    const rand = random(name);
    const body = draw(doc, rand) + bannerFinish(doc);
    const group = name.split('-')[0];
    return [
      `banners/${name}.svg`,
      doc.render({ w: 1600, h: 400, title: `${BANNER_TITLES[group]} banner`, body }),
    ];
  });
}
