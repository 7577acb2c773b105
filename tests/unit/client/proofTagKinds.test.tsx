import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MandatoryProofs } from '../../../src/client/features/proofs/MandatoryProofs';
import { ProofTagSelect } from '../../../src/client/features/proofs/ProofTagSelect';
import { type ProofTileData, tagChoices } from '../../../src/client/features/proofs/proofTiles';
import { type ProofTag, proofTypeOf } from '../../../src/contract';

/**
 * Decision 0033 on the report page: a tile's tag select offers only the tags whose kind takes the
 * file, and the mandatory-proof tick counts only a file of the kind its tag needs.
 */

const tag = (
  id: number,
  proof_tag: string,
  proof_kind: ProofTag['proof_kind'],
  is_required = false,
): ProofTag => ({
  id,
  proof_tag,
  section_id: 5,
  is_required,
  proof_kind,
});
const AUDIO = tag(1, 'Sales conversation audio', 'AUDIO', true);
const PHOTO = tag(2, 'Demo unit photo', 'PHOTO');
const BILL = tag(3, 'Bill', 'DOCUMENT');
const ANY = tag(4, 'Any other supporting proof', null);
const TAGS = [AUDIO, PHOTO, BILL, ANY];

function tile(
  fileType: string,
  proofTag: number | null = null,
  more: Partial<ProofTileData> = {},
): ProofTileData {
  return {
    id: `tile-${fileType}-${proofTag}`,
    fileName: fileType.startsWith('audio/') ? 'talk.m4a' : 'unit.jpg',
    fileType,
    proofType: proofTypeOf(fileType),
    state: 'uploaded',
    size: 1000,
    sequence: 0,
    pickedAt: '2026-11-20T09:16:30.000Z',
    capturedAt: null,
    proofTag,
    repeatAlert: null,
    ...more,
  };
}

const names = (tags: ProofTag[]) => tags.map((t) => t.proof_tag);

afterEach(cleanup);

describe('the tags a proof is offered', () => {
  it('offers a photo the photo, document and any-file tags, never the audio tag', () => {
    expect(names(tagChoices(TAGS, tile('image/jpeg')).offered)).toEqual([
      'Demo unit photo',
      'Bill',
      'Any other supporting proof',
    ]);
    expect(names(tagChoices(TAGS, tile('audio/mp4')).offered)).toEqual([
      'Sales conversation audio',
      'Any other supporting proof',
    ]);
    expect(names(tagChoices(TAGS, tile('application/pdf')).offered)).toEqual([
      'Bill',
      'Any other supporting proof',
    ]);
    expect(tagChoices(TAGS, tile('image/jpeg', PHOTO.id)).mismatch).toBeNull();
  });

  it('keeps a wrong tag the file already carries in the list, saying what the tag needs', () => {
    const choices = tagChoices(TAGS, tile('image/jpeg', AUDIO.id));
    expect(names(choices.offered)).toEqual(names(TAGS));
    expect(choices.mismatch).toBe(
      '“Sales conversation audio” needs an audio recording; this file is a photo.',
    );
  });

  it('shows the select with the matching tags only, and a wrong tag red with its reason', () => {
    const onTag = vi.fn();
    const photo = tile('image/jpeg');
    const { rerender } = render(<ProofTagSelect tile={photo} tags={TAGS} onTag={onTag} />);
    const select = screen.getByRole('combobox', { name: 'Tag of unit.jpg' });
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Select Tag',
      'Demo unit photo',
      'Bill',
      'Any other supporting proof',
    ]);
    fireEvent.change(select, { target: { value: String(PHOTO.id) } });
    expect(onTag).toHaveBeenCalledWith(photo, PHOTO.id);
    expect(screen.queryByRole('alert')).toBeNull();

    rerender(<ProofTagSelect tile={tile('image/jpeg', AUDIO.id)} tags={TAGS} onTag={onTag} />);
    expect(screen.getByRole('combobox')).toHaveProperty('className', 'proof-tag proof-tag-unset');
    expect(screen.getByRole('alert').textContent).toContain('needs an audio recording');
  });

  it('offers no select when no tag of the section takes the file', () => {
    render(<ProofTagSelect tile={tile('video/mp4')} tags={[AUDIO, PHOTO]} onTag={vi.fn()} />);
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});

describe('the mandatory-proof tick', () => {
  const tick = () => screen.getByTestId(`mandatory-proof-${AUDIO.id}`).textContent;

  it('stays unticked for a photo carrying the audio tag, and ticks for an audio file', () => {
    const { rerender } = render(
      <MandatoryProofs tags={TAGS} tiles={[tile('image/jpeg', AUDIO.id)]} showErrors={false} />,
    );
    expect(tick()).toBe('○ Sales conversation audio: not attached');
    rerender(
      <MandatoryProofs
        tags={TAGS}
        tiles={[tile('image/jpeg', AUDIO.id), tile('audio/mp4', AUDIO.id)]}
        showErrors={false}
      />,
    );
    expect(tick()).toBe('✓ Sales conversation audio: attached');
  });
});
