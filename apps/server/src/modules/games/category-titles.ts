import type { GameCategory, Language } from '@platform/contracts';

/** Lane titles: the category names the site's navigation uses. */
export const CATEGORY_TITLES: Record<GameCategory, Record<Language, string>> = {
  RNG: { EN: 'Slots', CN: '电子游戏', ID: 'Slot', TH: 'สล็อต', TY: 'Slots', VI: 'Nổ hũ' },
  LIVE: {
    EN: 'Live Casino',
    CN: '真人娱乐',
    ID: 'Kasino Langsung',
    TH: 'คาสิโนสด',
    TY: 'Live Casino',
    VI: 'Casino trực tuyến',
  },
  FISH: { EN: 'Fishing', CN: '捕鱼', ID: 'Tembak Ikan', TH: 'ยิงปลา', TY: 'Pangingisda', VI: 'Bắn cá' },
  PVP: {
    EN: 'Card Games',
    CN: '棋牌',
    ID: 'Permainan Kartu',
    TH: 'เกมไพ่',
    TY: 'Mga Laro ng Baraha',
    VI: 'Game bài',
  },
  SPORTS: { EN: 'Sports', CN: '体育', ID: 'Olahraga', TH: 'กีฬา', TY: 'Palakasan', VI: 'Thể thao' },
  ESPORTS: {
    EN: 'E-sports',
    CN: '电竞',
    ID: 'E-sports',
    TH: 'อีสปอร์ต',
    TY: 'E-sports',
    VI: 'Thể thao điện tử',
  },
  LOTT: { EN: 'Lottery', CN: '彩票', ID: 'Lotere', TH: 'หวย', TY: 'Loterya', VI: 'Xổ số' },
  ELOTT: {
    EN: 'E-Lottery',
    CN: '电子彩票',
    ID: 'E-Lotere',
    TH: 'หวยออนไลน์',
    TY: 'E-Loterya',
    VI: 'Xổ số điện tử',
  },
  DS88: { EN: 'Cockfight', CN: '斗鸡', ID: 'Sabung Ayam', TH: 'ชนไก่', TY: 'Sabong', VI: 'Đá gà' },
};
