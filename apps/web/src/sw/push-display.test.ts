import { describe, expect, it } from 'vitest';
import { displayOf, inAppLink } from './push-display.ts';

describe('displayOf', () => {
  it('gives each chat and each lesson its own notice; a chat’s next message replaces its last', () => {
    const chat12 = displayOf({ title: 'Nova poruka', type: 'chat_message', link: '/chat/12' });
    const chat13 = displayOf({ title: 'Nova poruka', type: 'chat_message', link: '/chat/13' });
    const again12 = displayOf({ title: 'Nova poruka', type: 'chat_message', link: '/chat/12' });
    expect(chat12.options.tag).not.toBe(chat13.options.tag);
    expect(again12.options.tag).toBe(chat12.options.tag);
    expect(chat12.options.renotify).toBe(true);
    const lessonA = displayOf({ type: 'lesson_moved', link: '/raspored?date=2026-12-01' });
    const lessonB = displayOf({ type: 'lesson_moved', link: '/raspored?date=2026-12-02' });
    expect(lessonA.options.tag).not.toBe(lessonB.options.tag);
  });

  it('keeps the link for the click, in Croatian defaults when the push says little', () => {
    const shown = displayOf({});
    expect(shown.title).toBe('Nova obavijest');
    expect(shown.options).toMatchObject({ body: '', lang: 'hr', data: { link: '/obavijesti' } });
    expect(displayOf({ link: '/racuni/5' }).options.data).toEqual({ link: '/racuni/5' });
  });
});

describe('inAppLink', () => {
  it('opens only paths of this app', () => {
    expect(inAppLink('/chat/12')).toBe('/chat/12');
    expect(inAppLink('//evil.example/x')).toBe('/obavijesti');
    expect(inAppLink('https://evil.example/')).toBe('/obavijesti');
    expect(inAppLink(null)).toBe('/obavijesti');
  });
});
