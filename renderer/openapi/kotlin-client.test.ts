import { describe, expect, it } from 'vitest';
import { kotlinOkHttp } from './kotlin-client.js';
import type { SampleRequest } from './sample-request.js';

const json: SampleRequest = {
  method: 'PUT',
  url: 'https://api.example.test/orders/1',
  query: [['tag', 'a b']],
  headers: [
    ['Authorization', 'Bearer YOUR_TOKEN'],
    ['Content-Type', 'application/json'],
  ],
  body: { mediaType: 'application/json', text: '{"price": "$5", "path": "C:\\\\new\\f"}' },
  answer: 'json',
};

describe('the Kotlin sample', () => {
  it('accepts a whole program on OkHttp 4: its imports and main, the body with its media type, `$` and control characters escaped', () => {
    expect(kotlinOkHttp(json)).toBe(
      [
        'import okhttp3.MediaType.Companion.toMediaType',
        'import okhttp3.OkHttpClient',
        'import okhttp3.Request',
        'import okhttp3.RequestBody.Companion.toRequestBody',
        '',
        'fun main() {',
        '    val client = OkHttpClient()',
        '    val body = "{\\"price\\": \\"\\$5\\", \\"path\\": \\"C:\\\\\\\\new\\\\f\\"}".toRequestBody("application/json".toMediaType())',
        '    val request = Request.Builder()',
        '        .url("https://api.example.test/orders/1?tag=a+b")',
        '        .put(body)',
        '        .addHeader("Authorization", "Bearer YOUR_TOKEN")',
        '        .build()',
        '    client.newCall(request).execute().use { response ->',
        '        println(response.body?.string())',
        '    }',
        '}',
      ].join('\n'),
    );
  });

  it('accepts each method as OkHttp takes it, an empty body where OkHttp needs one, a form and a multipart body with its file', () => {
    const bare: SampleRequest = { method: 'GET', url: 'https://api.example.test/a', query: [], headers: [], answer: 'none' };
    expect(kotlinOkHttp(bare)).toContain('        .get()\n');
    expect(kotlinOkHttp(bare)).toContain('        println(response.code)\n');
    expect(kotlinOkHttp({ ...bare, method: 'DELETE' })).toContain('        .delete()\n');
    expect(kotlinOkHttp({ ...bare, method: 'PROPFIND' })).toContain('        .method("PROPFIND", null)\n');
    expect(kotlinOkHttp({ ...bare, method: 'POST' })).toContain('    val body = ByteArray(0).toRequestBody()\n');
    expect(kotlinOkHttp({ ...bare, method: 'POST' })).toContain('        .post(body)\n');
    const form = kotlinOkHttp({
      ...bare,
      method: 'POST',
      headers: [['Content-Type', 'application/x-www-form-urlencoded']],
      body: {
        mediaType: 'application/x-www-form-urlencoded',
        fields: [
          { name: 'to', value: 'a' },
          { name: 'to', value: 'b' },
        ],
      },
    });
    expect(form).toContain('    val body = FormBody.Builder()\n        .add("to", "a")\n        .add("to", "b")\n        .build()\n');
    expect(form).not.toContain('Content-Type');
    const upload = kotlinOkHttp({
      ...bare,
      method: 'POST',
      body: { mediaType: 'multipart/form-data', fields: [{ name: 'file', fileName: 'path/to/report.pdf' }] },
    });
    expect(upload).toMatch(/^import java\.io\.File\nimport okhttp3\.MultipartBody\n/);
    expect(upload).toContain('.addFormDataPart("file", "report.pdf", File("path/to/report.pdf").asRequestBody())');
  });
});
