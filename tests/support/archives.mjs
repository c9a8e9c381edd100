// ZIP archives for tests, made with fflate: hostile ones by patching the sizes their headers
// declare, so that no archive bomb is kept in the repository.
import assert from 'node:assert/strict';

// `bytes` of lowercase letters that deflate cannot shrink much (a fixed pseudo-random sequence).
export function noise(bytes) {
  const out = new Uint8Array(bytes);
  let state = 12345;
  for (let i = 0; i < bytes; ++i) {
    state = (state * 1103515245 + 12345) >>> 0;
    out[i] = 97 + ((state >>> 16) % 26);
  }
  return out;
}

// Sets the uncompressed size that the local header and the central directory of entry `name`
// declare, whatever its data holds.
export function declareSize(zip, name, size) {
  const view = Buffer.from(zip);
  const end = view.length - 22; // the end of central directory record, no comment
  assert.equal(view.readUInt32LE(end), 0x06054b50);
  let at = view.readUInt32LE(end + 16);
  let found = false;
  for (let i = 0; i < view.readUInt16LE(end + 10); ++i) {
    assert.equal(view.readUInt32LE(at), 0x02014b50);
    const length = view.readUInt16LE(at + 28);
    if (view.subarray(at + 46, at + 46 + length).toString() === name) {
      view.writeUInt32LE(size, at + 24);
      view.writeUInt32LE(size, view.readUInt32LE(at + 42) + 22);
      found = true;
    }
    at += 46 + length + view.readUInt16LE(at + 30) + view.readUInt16LE(at + 32);
  }
  assert.ok(found, name);
  return view;
}
