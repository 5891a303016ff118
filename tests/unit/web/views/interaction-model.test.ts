import { describe, expect, it } from 'vitest';
import { detailViews } from '../../../../generated/details.ts';
import { applyToggle, tapPlan, toggleViews, withOneMoreComment } from '../../../../src/web/views/interaction-model.ts';
import type { DetailInteractions } from '../../../../src/shared/view-types.ts';

const report = detailViews['conjuncture/conjuncture-detail'].interactions as DetailInteractions;
const news = detailViews['news/news-detail'].interactions as DetailInteractions;

describe('the detail registry of an entity that takes interactions', () => {
  it('names its businessType, toggle calls, comment calls and read counter from the manifest', () => {
    expect(report.businessType).toBe('2');
    expect(report.toggles.agree).toEqual({ endpoint: 'userAgree.addOrDel', flag: 'isAgree', state: 'isAgree', count: 'agreeCount' });
    expect(report.toggles.disagree).toEqual({ endpoint: 'userDisagree.addOrDel', flag: 'disagree', state: 'isDisagree', count: 'disagreeCount' });
    expect(report.comments).toEqual({ add: 'userComment.add', list: 'userComment.findListByBusinessId', count: 'commentCount' });
    expect(report.reads).toBe('readCount');
    expect(Object.keys(news.toggles)).toEqual(['collection', 'agree']);
    expect(detailViews['transaction/transaction-detail'].interactions).toMatchObject({ businessType: '1', comments: null });
  });
});

describe('toggleViews', () => {
  it("shows each toggle in bar order with the viewer's state and a count", () => {
    const views = toggleViews(report, { isCollection: true, collectionCount: 3, agreeCount: 7, isAgree: false, disagreeCount: null });
    expect(views.map((v) => [v.kind, v.active, v.count])).toEqual([
      ['collection', true, 3],
      ['agree', false, 7],
      ['disagree', false, 0],
    ]);
  });
});

describe('tapPlan', () => {
  it('flips the tapped toggle', () => {
    expect(tapPlan(report, { isCollection: true }, 'collection').map((s) => [s.kind, s.on])).toEqual([['collection', false]]);
    expect(tapPlan(report, {}, 'agree').map((s) => [s.kind, s.on])).toEqual([['agree', true]]);
  });

  it('clears disagree before agreeing, and agree before disagreeing, but not when switching off', () => {
    expect(tapPlan(report, { isDisagree: true }, 'agree').map((s) => [s.kind, s.on])).toEqual([
      ['disagree', false],
      ['agree', true],
    ]);
    expect(tapPlan(report, { isAgree: true }, 'disagree').map((s) => [s.kind, s.on])).toEqual([
      ['agree', false],
      ['disagree', true],
    ]);
    expect(tapPlan(report, { isAgree: true, isDisagree: true }, 'agree').map((s) => [s.kind, s.on])).toEqual([['agree', false]]);
  });

  it('has nothing to do for a toggle the record does not take', () => {
    expect(tapPlan(news, {}, 'disagree')).toEqual([]);
  });
});

describe('applyToggle and withOneMoreComment', () => {
  it("put the server's answer and a new comment into the cached row", () => {
    const row = { isAgree: false, agreeCount: 4, commentCount: 2 };
    expect(applyToggle(row, report.toggles.agree!, { active: true, count: 5 })).toEqual({ isAgree: true, agreeCount: 5, commentCount: 2 });
    expect(withOneMoreComment(row, 'commentCount').commentCount).toBe(3);
    expect(withOneMoreComment({}, 'commentCount').commentCount).toBe(1);
  });
});
