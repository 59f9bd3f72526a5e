/**
 * Goi's own card template and style. Front: the word alone. Back: the word with furigana, its
 * reading and pitch accent, the definitions, the example sentence with the word marked, and how
 * often the deck and the whole library use it. Anki sets `.nightMode` on the card in dark mode.
 */

export const frontTemplate = `<div class="goi-card goi-front">
  <div class="goi-expression" lang="ja">{{Expression}}</div>
  {{#Hint}}<div class="goi-hint">{{Hint}}</div>{{/Hint}}
</div>`;

export const backTemplate = `<div class="goi-card goi-back">
  <div class="goi-expression" lang="ja">{{furigana:ExpressionFurigana}}</div>
  <div class="goi-reading" lang="ja">{{ExpressionReading}}{{#PitchPosition}}<span class="goi-pitch" title="Pitch accent">[{{PitchPosition}}]</span>{{/PitchPosition}}</div>
  <hr id="answer">
  <div class="goi-definitions">{{MainDefinition}}</div>
  {{#Sentence}}<div class="goi-sentence" lang="ja">{{Sentence}}</div>{{/Sentence}}
  <div class="goi-stats">
    {{#Occurrences}}<div class="goi-occurrences">{{Occurrences}} occurrences in this deck</div>{{/Occurrences}}
    {{#Frequency}}<div class="goi-frequency">{{Frequency}}</div>{{/Frequency}}
  </div>
  {{#MiscInfo}}<div class="goi-misc">{{MiscInfo}}</div>{{/MiscInfo}}
</div>`;

export const cardCss = `.card {
  font-family: "Hiragino Sans", "Hiragino Kaku Gothic ProN", "Noto Sans CJK JP", "Noto Sans JP", "Yu Gothic", Meiryo, sans-serif;
  font-size: 20px;
  line-height: 1.6;
  text-align: center;
  color: #1f2937;
  background-color: #fafaf9;
}
.card.nightMode {
  color: #e5e7eb;
  background-color: #1c1917;
}
.goi-card {
  max-width: 40em;
  margin: 0 auto;
  padding: 1em 0.5em;
}
.goi-expression {
  font-size: 2.4em;
  line-height: 1.8;
}
.goi-expression ruby rt {
  font-size: 0.45em;
  color: #6b7280;
}
.nightMode .goi-expression ruby rt {
  color: #a8a29e;
}
.goi-hint,
.goi-reading {
  color: #4b5563;
}
.nightMode .goi-hint,
.nightMode .goi-reading {
  color: #d6d3d1;
}
.goi-pitch {
  margin-left: 0.5em;
  font-size: 0.85em;
  color: #7c3aed;
}
.nightMode .goi-pitch {
  color: #c4b5fd;
}
hr#answer {
  border: none;
  border-top: 1px solid #d6d3d1;
  margin: 1em 0;
}
.nightMode hr#answer {
  border-top-color: #44403c;
}
.goi-definitions {
  text-align: left;
  display: inline-block;
}
.goi-definitions ul {
  margin: 0;
  padding-left: 1.2em;
}
.goi-sentence {
  margin-top: 1em;
  font-size: 1.1em;
}
.goi-stats,
.goi-misc {
  margin-top: 1em;
  font-size: 0.7em;
  color: #78716c;
}
.nightMode .goi-stats,
.nightMode .goi-misc {
  color: #a8a29e;
}
.goi-stats ul {
  list-style: none;
  margin: 0;
  padding: 0;
}
`;
