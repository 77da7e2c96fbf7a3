import { describe, expect, it } from 'vitest';
import { disallowedTags } from './disallowedTags.js';

describe('disallowedTags', () => {
  it('names the tags the sanitizer drops, once each, and none of the allowed ones', () => {
    expect(
      disallowedTags('<b>Bold</b> <script>alert(1)</script><SCRIPT src=x></SCRIPT> <img src=x>'),
    ).toEqual(['<script>', '<img>']);
    expect(disallowedTags('<a href="/x">a</a><i>i</i><em>e</em><strong>s</strong> 2 < 3')).toEqual([]);
  });
});
