export default function Page() {
  return <h1>testimonials</h1>;
}
