export default function Page() {
  return <h1>course-form</h1>;
}
