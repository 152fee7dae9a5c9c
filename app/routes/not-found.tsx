// Every address no other route claims: the root error boundary draws the designed 404 page.
export function loader() {
  throw new Response("Not Found", { status: 404 });
}

export default function NotFound() {
  return null;
}
