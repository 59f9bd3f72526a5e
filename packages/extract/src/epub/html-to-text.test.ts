import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-to-text';
import { resolveHref } from './resolve-href';

describe('htmlToText', () => {
  it('reduces ruby to its base text, with or without rb and rp', () => {
    expect(
      htmlToText(
        '<p><ruby>漢字<rt>かんじ</rt></ruby>と<ruby><rb>仮名</rb><rp>(</rp><rt>かな</rt><rp>)</rp></ruby></p>',
      ).text,
    ).toBe('漢字と仮名');
  });

  it('puts blocks and <br> on their own lines and joins Japanese split by source line breaks', () => {
    const html =
      '<body><h1>第一章</h1><p>彼は\n  言った。<br/>「はい」</p><div>English  words\nhere</div></body>';
    expect(htmlToText(html)).toEqual({
      text: '第一章\n彼は言った。\n「はい」\nEnglish words here',
      heading: '第一章',
    });
  });

  it('drops head, script and style, decodes entities, keeps <pre> spacing', () => {
    const html =
      '<html><head><title>題</title><style>p{}</style></head><body><script>x()</script><p>A&amp;B&nbsp;&#x3042;</p><pre>一  二</pre></body></html>';
    expect(htmlToText(html).text).toBe('A&B\u00a0あ\n一  二');
  });
});

describe('resolveHref', () => {
  it('resolves relative references, drops fragments and decodes escapes', () => {
    expect(resolveHref('OEBPS/content.opf', 'Text/%E7%AC%AC1%E7%AB%A0.xhtml#p3')).toBe(
      'OEBPS/Text/第1章.xhtml',
    );
    expect(resolveHref('OEBPS/nav/nav.xhtml', '../Text/ch01.xhtml')).toBe('OEBPS/Text/ch01.xhtml');
    expect(resolveHref('content.opf', 'ch01.xhtml')).toBe('ch01.xhtml');
    expect(resolveHref('OEBPS/content.opf', 'bad%zz.xhtml')).toBe('OEBPS/bad%zz.xhtml');
  });
});
