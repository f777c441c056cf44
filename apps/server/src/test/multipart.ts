// Builds a multipart/form-data payload for app.inject, as a browser's FormData would send it.
export type FilePart = { field: string; filename: string; data: Buffer; type?: string };

export async function multipartPayload(fields: Record<string, string>, files: FilePart[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append(
      file.field,
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/jpeg' }),
      file.filename,
    );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}
