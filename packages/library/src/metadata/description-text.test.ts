import { describe, expect, it } from 'vitest';
import { bbcodeToText, htmlToText, tidyDescription } from './description-text';

describe('descriptions as text', () => {
  it('reduces HTML: breaks, paragraphs, entities; scripts dropped', () => {
    expect(
      tidyDescription(
        htmlToText(
          '<p>一行目<br>二行目</p><p>&lt;三&gt; &amp; <i>四</i></p><script>alert(1)</script>',
        ),
      ),
    ).toBe('一行目\n二行目\n\n<三> & 四');
  });

  it('reduces VNDB BBCode: links keep their text, spoilers go', () => {
    expect(bbcodeToText('See [url=/c1]Takeshi[/url]. [spoiler]Twist.[/spoiler][b]Bold[/b]')).toBe(
      'See Takeshi. Bold',
    );
  });

  it('cuts a long description under the limit and drops empty ones', () => {
    expect(tidyDescription('あ'.repeat(2500))).toHaveLength(2000);
    expect(tidyDescription('  \n ')).toBeNull();
  });
});
