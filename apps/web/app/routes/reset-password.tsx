// Placeholder: the accounts module replaces this page.
export function meta() {
  return [{ title: 'Reset password - Goi' }];
}

export default function Placeholder() {
  return <h1 className="text-2xl font-bold">Reset password</h1>;
}
