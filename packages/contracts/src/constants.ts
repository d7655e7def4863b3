// Constants and helpers shared by the site and the server that need no schema library, so the
// site's first page can use them without loading one.

export const LANGUAGES = ['EN', 'CN', 'ID', 'TH', 'TY', 'VI'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'EN';
/** The HTML `lang` (BCP 47) of each language, for pages and `Intl`. */
export const HTML_LANG: Record<Language, string> = {
  EN: 'en',
  CN: 'zh-CN',
  ID: 'id',
  TH: 'th',
  TY: 'tl',
  VI: 'vi',
};

/** White-label switches every brand carries (SPEC sections 2, 6). */
export const WHITELABEL_SWITCHES = [
  'MOBILENUMREG3',
  'USERNAMEREG3',
  'MOBILENUMPASSREG3',
  'REGMOBVERF3',
  'MOBILEVERCODELOGIN3',
  'VERIFICATION3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'CHNGPASSVERIF3',
  'LOGINIPVERF3',
  'AGENTPOLICY3',
  'SIGNCONDIV3',
  'DAILYSALCONT3',
  'HOURSAL3',
  'RTSALARY3',
] as const;
export type WhitelabelSwitch = (typeof WHITELABEL_SWITCHES)[number];

export type WhitelabelNode = {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: WhitelabelNode[];
};

/** Finds a switch anywhere in the tree; a switch that is absent counts as off. */
export function isSwitchOn(tree: readonly WhitelabelNode[], modId: string): boolean {
  for (const node of tree) {
    if (node.modId === modId) return node.enabled === '1';
    if (isSwitchOn(node.childrenNodes, modId)) return true;
  }
  return false;
}

/** Fields of the registration form of SPEC section 3 that a brand can switch on and give rules. */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'referralCode',
  'nickname',
  'telegram',
  'zalo',
  'birthday',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

export const SYSTEM_STATUS = { normal: 0, maintenance: 1, regionRestricted: 2 } as const;

export const ACCOUNT_TYPES = { member: 0, trial: 4 } as const;
export const DEFAULT_AGENT_TYPES = [1, 2, 41, 42] as const;
