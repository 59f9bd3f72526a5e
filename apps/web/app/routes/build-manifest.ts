export function loader() {
  return Response.json({ id: 'dev' });
}
