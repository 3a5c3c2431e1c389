import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Transaction } from "sequelize";
import sharp from "sharp";
import { z } from "zod";
import { normalizeImage, type ProcessedImage } from "../services/images/imagePipeline";
import type { ObjectStorage } from "../services/storage";
import { objectPath, saveImage, UPLOAD_RULES } from "../services/storage/storedObjects";

/** Demo photos are drawings in `<demo dir>/images`, named in the listing's `photos`. */
export const DEMO_IMAGES_FOLDER = "images";

export const demoPhotoName = z.string().regex(/^[a-z0-9-]+\.svg$/, "must name an .svg drawing in images/");

export const demoPhotoExists = (dir: string, name: string) => existsSync(join(dir, DEMO_IMAGES_FOLDER, name));

/** Each drawing once: rasterized to JPEG, then cleaned by the same pipeline as an upload. */
export type DemoPhotos = ReadonlyMap<string, ProcessedImage>;

export const prepareDemoPhotos = async (dir: string, names: Iterable<string>): Promise<DemoPhotos> => {
  const unique = [...new Set(names)];
  const images = await Promise.all(
    unique.map(async (name) => {
      const jpeg = await sharp(readFileSync(join(dir, DEMO_IMAGES_FOLDER, name)))
        .jpeg({ quality: 90 })
        .toBuffer();
      return [name, await normalizeImage(jpeg)] as const;
    }),
  );
  return new Map(images);
};

export interface StoreDemoPhotosInput {
  storage: ObjectStorage;
  transaction: Transaction;
  ownerId: string;
  names: readonly string[];
  images: DemoPhotos;
}

/**
 * Stores one object per listing photo, owned by the listing's owner, exactly as a member's
 * upload is stored; returns the `/objects/<id>` paths for the listing's `imageUrls`.
 */
export const storeDemoPhotos = async ({ storage, transaction, ownerId, names, images }: StoreDemoPhotosInput) => {
  const paths: string[] = [];
  for (const name of names) {
    const image = images.get(name);
    if (!image) throw new Error(`Demo photo ${name} was not prepared`);
    const object = await saveImage({ storage, transaction, ownerId, kind: UPLOAD_RULES.listing.kind }, image);
    paths.push(objectPath(object.id));
  }
  return paths;
};
