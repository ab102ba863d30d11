/**
 * Search terms of Chinese (and Latin) text: the words of Intl.Segmenter('zh'), and the character
 * pairs of every run of Chinese characters, so a word the segmenter cuts differently in the question
 * and in the document still meets it (报修 came out as 报 + 修, 扫码签到 as 扫 + 码 + 签 + 到).
 * Words that carry no meaning in a question (如何, 怎么, 吗 ...) are dropped, and pairs made only of them.
 */
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

const STOP_WORDS = new Set([
  '如何',
  '怎么',
  '怎样',
  '怎么样',
  '什么',
  '哪里',
  '哪儿',
  '在哪',
  '在哪里',
  '哪个',
  '哪些',
  '为什么',
  '吗',
  '呢',
  '吧',
  '啊',
  '呀',
  '的',
  '了',
  '是',
  '有',
  '和',
  '与',
  '在',
  '去',
  '要',
  '想',
  '能',
  '会',
  '可以',
  '能否',
  '一下',
  '请问',
  '请',
  '我',
  '我们',
  '你',
  '您',
  '他',
  '她',
  '它',
  '这',
  '那',
  '个',
  '就',
  '还',
  '也',
  '都',
  '把',
  '被',
  '给',
  '让',
  '跟',
  '对',
  '从',
  '到',
  '用',
  '做',
  '办',
  '进行',
  '需要',
]);

const HAN_RUN = /\p{Script=Han}+/gu;

export function searchTerms(text: string): string[] {
  const terms: string[] = [];
  for (const { segment, isWordLike } of segmenter.segment(text)) {
    if (!isWordLike) continue;
    const word = segment.toLowerCase();
    if (!STOP_WORDS.has(word)) terms.push(word);
  }
  for (const [run] of text.matchAll(HAN_RUN)) {
    for (let i = 0; i + 2 <= run.length; i++) {
      const pair = run.slice(i, i + 2);
      if (!STOP_WORDS.has(pair) && !(STOP_WORDS.has(pair[0] ?? '') && STOP_WORDS.has(pair[1] ?? ''))) terms.push(pair);
    }
  }
  return terms;
}
