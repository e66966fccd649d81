import { describe, expect, it } from "vitest";
import { VALIDATION_MESSAGES as V } from "#contract/messages";
import { type Product, ProductCreateSchema } from "#contract/schemas/product";
import {
  addFeature,
  emptyProductValues,
  ProductFormSchema,
  productFormData,
  productToValues,
  productTranslations,
} from "./product-model";

const png = () => new File([new Uint8Array(8)], "p.png", { type: "image/png" });

describe("product form rules", () => {
  it("adds a feature only when it has text after trimming", () => {
    const start = ["Copper"];
    expect(addFeature(start, "  Brass pyramid  ")).toEqual(["Copper", "Brass pyramid"]);
    expect(addFeature(start, "   ")).toBe(start);
    expect(addFeature(start, "")).toBe(start);
    expect(addFeature(start, "\t\n")).toBe(start);
  });

  it("leaves the name to the contract's schema, which requires it with the spec's words", () => {
    const parsed = ProductCreateSchema.safeParse(emptyProductValues());
    expect(parsed.success ? [] : parsed.error.issues.map((i) => i.message)).toEqual([V.productNameRequired]);
    expect(ProductCreateSchema.safeParse({ ...emptyProductValues(), name: "Salt lamp" }).success).toBe(true);
  });

  it("sends features as JSON text and the modal link as text", () => {
    const values = { ...emptyProductValues(), name: " Lamp ", modal_image: "https://img.test/m.jpg" };
    const body = productFormData(values, ["One", "Two"], { image: null, modalImage: null }, true);
    expect(body.get("name")).toBe("Lamp");
    expect(body.get("features")).toBe('["One","Two"]');
    expect(body.get("modal_image")).toBe("https://img.test/m.jpg");
    expect(body.has("image")).toBe(false);
  });

  it("sends a chosen modal file instead of the link, and leaves an untouched link out", () => {
    const values = { ...emptyProductValues(), name: "Lamp", modal_image: "https://img.test/m.jpg" };
    const withFile = productFormData(values, [], { image: png(), modalImage: png() }, true);
    expect(withFile.getAll("modal_image")).toHaveLength(1);
    expect(withFile.get("modal_image")).toBeInstanceOf(File);
    expect(withFile.get("image")).toBeInstanceOf(File);
    const untouched = productFormData(values, [], { image: null, modalImage: null }, false);
    expect(untouched.has("modal_image")).toBe(false);
  });

  it("fills the form from a product, blanks for nulls", () => {
    const product: Product = {
      id: 1,
      name: "Lamp",
      category: null,
      image: "/uploads/products/a.webp",
      modal_image: "/uploads/products/a.webp",
      short_desc: null,
      full_desc: "Full",
      features: ["x"],
      is_active: false,
      display_order: 3,
      translations: {},
      created_at: "2025-01-01T00:00:00.000Z",
      updated_at: "2025-01-01T00:00:00.000Z",
    };
    expect(productToValues(product)).toEqual({
      name: "Lamp",
      category: "",
      short_desc: "",
      full_desc: "Full",
      modal_image: "/uploads/products/a.webp",
      is_active: false,
      display_order: "3",
      hi_name: "",
      hi_category: "",
      hi_short_desc: "",
      hi_full_desc: "",
      hi_features: [],
    });
    const hindi = productToValues({
      ...product,
      translations: { hi: { name: "दीपक", features: ["क", "ख"] } },
    });
    expect([hindi.hi_name, hindi.hi_features]).toEqual(["दीपक", ["क", "ख"]]);
  });

  it("sends the Hindi tab as translations.hi, the features as a list, and checks it by the contract", () => {
    const values = { ...emptyProductValues(), name: "Lamp", hi_name: " दीपक ", hi_features: ["क", "ख"] };
    expect(productTranslations(values)).toEqual({
      hi: { name: "दीपक", category: "", short_desc: "", full_desc: "", features: ["क", "ख"] },
    });
    expect(
      JSON.parse(
        String(productFormData(values, [], { image: null, modalImage: null }, true).get("translations")),
      ),
    ).toEqual(productTranslations(values));
    const parsed = ProductFormSchema.safeParse({ ...values, hi_name: "क".repeat(201) });
    expect(parsed.success ? [] : parsed.error.issues.map((i) => i.path.join("."))).toEqual(["hi_name"]);
    expect(ProductFormSchema.safeParse(values).success).toBe(true);
    // A Hindi feature's error (translations.hi.features.0) goes on the Hindi features list.
    const long = ProductFormSchema.safeParse({ ...values, hi_features: ["क".repeat(501)] });
    expect(long.success ? [] : long.error.issues.map((i) => i.path.join("."))).toEqual(["hi_features"]);
  });
});
