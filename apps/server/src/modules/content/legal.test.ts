import { API, LEGAL_KINDS, type LegalKind } from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalDocuments } from '../../db/schema.js';
import { DEMO_BRAND, defaultSettings, seedBrand } from '../../seed/brands.js';
import { DEMO_LEGAL } from '../../seed/legal.js';
import { createTestApp, json, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let otherId: number;
const OTHER = 'legal-other';

const documentUrl = (kind: string) => API.legalDocument.replace(':kind', kind);
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const TITLES: Record<LegalKind, Record<string, string>> = {
  terms: { EN: 'Terms of use', CN: '使用条款', TY: 'Mga Tuntunin ng Paggamit' },
  privacy: { EN: 'Privacy policy', TH: 'นโยบายความเป็นส่วนตัว', VI: 'Chính sách quyền riêng tư' },
  'responsible-gaming': {
    EN: 'Responsible gaming',
    ID: 'Bermain Secara Bertanggung Jawab',
    CN: '负责任博彩',
  },
};

beforeAll(async () => {
  t = await createTestApp();
  // A second brand whose default language is Chinese: a language without text falls back to English.
  otherId = await seedBrand(t.app.database.db, {
    ...DEMO_BRAND,
    code: OTHER,
    name: 'Other Lotus',
    isDefault: false,
    defaultLanguage: 'CN',
    languages: ['EN', 'CN', 'TH'],
    settings: defaultSettings(),
    accounts: [],
    content: [],
  });
  await t.app.database.db.insert(legalDocuments).values({
    merchantId: otherId,
    kind: 'terms',
    version: '7',
    updatedAt: new Date('2026-03-04T10:00:00Z'),
    text: {
      EN: {
        title: 'Other terms',
        content:
          '<h3>Rules</h3><p onclick="x()">Play fair.</p><script>alert(1)</script><iframe src="https://x"></iframe>',
      },
      CN: { title: '其他条款', content: '<p>公平游戏。</p>' },
    },
  });
});
afterAll(async () => t.close());

describe('legal documents', () => {
  it.each(LEGAL_KINDS)('answers the demo brand’s %s in English by default', async (kind) => {
    const res = await get(documentUrl(kind));
    expect(res.statusCode, res.body).toBe(200);
    const doc = json(res).value;
    expect(doc).toMatchObject({ kind, language: 'EN', title: TITLES[kind].EN, version: '2026.1' });
    expect(doc.updatedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(doc.content).toContain('<h3>');
    // A real document, not a stub: several hundred words.
    expect(doc.content.replace(/<[^>]+>/g, ' ').split(/\s+/).length).toBeGreaterThan(550);
  });

  it.each(LEGAL_KINDS)('answers the %s in each language of the site, each its own text', async (kind) => {
    const english = json(await get(documentUrl(kind))).value;
    for (const language of ['CN', 'ID', 'TH', 'TY', 'VI']) {
      const doc = json(await get(documentUrl(kind), { language })).value;
      expect(doc.language).toBe(language);
      const expected = TITLES[kind][language];
      if (expected) expect(doc.title).toBe(expected);
      expect(doc.content, `${kind} ${language}`).not.toBe(english.content);
      // The same sections in every language.
      expect(doc.content.split('<h3>').length).toBe(english.content.split('<h3>').length);
    }
  });

  it('keeps links to other sites in a new tab without access to the site', async () => {
    const doc = json(await get(documentUrl('responsible-gaming'))).value;
    expect(doc.content).toContain(
      '<a href="https://www.gamblingtherapy.org" rel="noopener noreferrer" target="_blank">',
    );
    const terms = json(await get(documentUrl('terms'))).value;
    expect(terms.content).toContain('<a href="/responsible-gaming">');
  });

  it('falls back to English, not the brand’s default language, for a language without text', async () => {
    const res = await get(documentUrl('terms'), { merchant: OTHER, language: 'TH' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).value).toEqual({
      kind: 'terms',
      language: 'EN',
      title: 'Other terms',
      content: '<h3>Rules</h3><p>Play fair.</p>',
      version: '7',
      updatedDate: '2026-03-04',
    });
    const chinese = json(await get(documentUrl('terms'), { merchant: OTHER, language: 'CN' })).value;
    expect(chinese).toMatchObject({ language: 'CN', title: '其他条款' });
  });

  it('answers 404 with its own code for an unknown kind, and for a document not written yet', async () => {
    for (const kind of ['cookies', 'TERMS', 'terms%20']) {
      const res = await get(documentUrl(kind));
      expect(res.statusCode, kind).toBe(404);
      expect(json(res)).toMatchObject({ success: false, errorCode: 'legal.kind.unknown' });
      expect(json(res).message).toContain('terms, privacy, responsible-gaming');
    }
    const missing = await get(documentUrl('privacy'), { merchant: OTHER });
    expect(missing.statusCode).toBe(404);
    expect(json(missing).errorCode).toBe('legal.document.missing');
  });
});

describe('operating company', () => {
  it('answers the demo brand’s company and licences', async () => {
    const res = await get(API.legalOperator);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).value).toEqual(DEMO_LEGAL);
    expect(json(res).value.company.name).toBe('Royal Lotus Entertainment Ltd.');
  });

  it('answers no company and no licences for a brand that has not stated them', async () => {
    const res = await get(API.legalOperator, { merchant: OTHER });
    expect(json(res).value).toEqual({ company: null, licences: [] });
  });
});
