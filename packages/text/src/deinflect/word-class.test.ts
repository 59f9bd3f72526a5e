import { describe, expect, it } from 'vitest';
import { ANY_WORD_CLASS } from './engine';
import { matchesPartOfSpeech } from './word-class';

describe('matchesPartOfSpeech', () => {
  it.each<[string, string[], boolean]>([
    // the unchanged text fits any entry
    [ANY_WORD_CLASS, ['n'], true],
    [ANY_WORD_CLASS, [], true],
    // exact classes
    ['v5k', ['v5k', 'vt'], true],
    ['v1', ['v1', 'vt', 'aux-v'], true],
    ['v5k-s', ['v5k-s', 'vi'], true],
    ['vk', ['vk', 'vi'], true],
    ['v5r-i', ['v5r-i', 'vi'], true],
    ['vs-s', ['vs-s', 'vt'], true],
    ['adj-ix', ['adj-ix'], true],
    ['cop', ['cop', 'aux-v'], true],
    // irregular verbs are not their regular look-alikes
    ['v5k', ['v5k-s', 'vi'], false], // 行いた is not 行く
    ['v5r', ['v5r-i', 'vi'], false], // ある
    ['v5r', ['vk', 'vi'], false], // 来る
    ['v1', ['vk', 'vi'], false],
    ['v5s', ['vs-i', 'vi', 'vt'], false], // する's し
    ['adj-i', ['adj-ix'], false], // いい
    ['adj-i', ['adj-na', 'n'], false], // きれい
    ['vs-s', ['vs-i'], false],
    // accepted relatives
    ['vs-i', ['n', 'vs'], true], // 勉強 + する
    ['v5n', ['v5n', 'vn'], true],
    ['v5n', ['vn'], true], // 死ぬ
    ['adj-i', ['aux-adj'], true], // たい, ない
    ['v1', [], false],
  ])('%s fits %j: %s', (wordClass, codes, expected) => {
    expect(matchesPartOfSpeech(wordClass, codes)).toBe(expected);
  });
});
